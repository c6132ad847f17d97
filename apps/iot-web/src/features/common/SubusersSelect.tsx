import { useState } from 'react';
import { Select } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RULE_ACTION_LIMITS, searchInputSchema } from '@fleetkey/contract';
import { SUBUSER_KEYS, useSubusersApi } from '../subusers/hooks/useSubusers';
import { useDebounced } from './hooks/use-debounced';

/** How many sub-users the picker offers at once; typing narrows them on the server. */
const SUBUSER_OPTIONS_LIMIT = 50;

/** Picks sub-users by name or user name, searching on the server (a Form.Item gives value and onChange). */
export function SubusersSelect({
  value,
  onChange,
  testId,
}: {
  value?: string[];
  onChange?: (ids: string[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const api = useSubusersApi();
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim(), 250);
  const options = useQuery({
    queryKey: [SUBUSER_KEYS.subusers, 'options', settled],
    queryFn: () => api.list({ search: settled || undefined, limit: SUBUSER_OPTIONS_LIMIT }),
    enabled: searchInputSchema.safeParse(settled).success,
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
  const found = (options.data?.result ?? []).map((u) => ({
    value: u.id,
    label: u.name && u.name !== u.username ? `${u.name} (${u.username})` : u.username,
  }));
  const chosen = (value ?? [])
    .filter((id) => !found.some((option) => option.value === id))
    .map((id) => ({ value: id, label: id }));
  return (
    <Select
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      value={value}
      onChange={onChange}
      maxCount={RULE_ACTION_LIMITS.recipientsMax}
      placeholder={t('ruleActions.subusersPlaceholder')}
      notFoundContent={options.isFetching ? t('deviceSelect.searching') : t('list.noData')}
      loading={options.isFetching}
      options={[...chosen, ...found]}
      data-testid={testId}
    />
  );
}
