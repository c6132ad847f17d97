import { useTranslation } from 'react-i18next';
import { RULE_ACTION_LIMITS } from '@fleetkey/contract';
import { SUBUSER_KEYS, useSubusersApi } from '../subusers/hooks/useSubusers';
import { useServerSearch } from './hooks/use-server-search';
import { ServerSearchSelect, type ServerPickerProps } from './ServerSearchSelect';

/** How many sub-users the picker offers at once; typing narrows them on the server. */
const SUBUSER_OPTIONS_LIMIT = 50;

/** Picks sub-users by name or user name, searching on the server (a Form.Item gives value and onChange). */
export function SubusersSelect(props: ServerPickerProps) {
  const { t } = useTranslation();
  const api = useSubusersApi();
  const search = useServerSearch(
    [SUBUSER_KEYS.subusers],
    (text) => api.list({ search: text, limit: SUBUSER_OPTIONS_LIMIT }),
    (user) => ({
      value: user.id,
      label: user.name && user.name !== user.username ? `${user.name} (${user.username})` : user.username,
    }),
  );
  return (
    <ServerSearchSelect
      {...props}
      search={search}
      maxCount={RULE_ACTION_LIMITS.recipientsMax}
      placeholder={t('ruleActions.subusersPlaceholder')}
    />
  );
}
