import { useTranslation } from 'react-i18next';
import { RULE_LIMITS } from '@fleetkey/contract';
import { useIotApi } from './hooks/useIotApi';
import { useServerSearch } from './hooks/use-server-search';
import { QUERY_ROOTS } from './query-keys';
import { ServerSearchSelect, type ServerPickerProps } from './ServerSearchSelect';

/** How many groups the picker offers at once; typing narrows them on the server. */
const GROUP_OPTIONS_LIMIT = 50;

/** Picks device groups by name, searching on the server as the user types (a Form.Item gives value). */
export function GroupsSelect(props: ServerPickerProps) {
  const { t } = useTranslation();
  const api = useIotApi();
  const search = useServerSearch(
    [QUERY_ROOTS.deviceGroups],
    (text) => api.groups.list({ search: text, limit: GROUP_OPTIONS_LIMIT }),
    (group) => ({ value: group.id, label: group.name }),
  );
  return (
    <ServerSearchSelect
      {...props}
      search={search}
      maxCount={RULE_LIMITS.groupsMax}
      placeholder={t('rules.editor.groupsPlaceholder')}
    />
  );
}
