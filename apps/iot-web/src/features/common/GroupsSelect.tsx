import { useState } from 'react';
import { Select } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RULE_LIMITS, searchInputSchema } from '@fleetkey/contract';
import { useDebounced } from './hooks/use-debounced';
import { useIotApi } from './hooks/useIotApi';
import { QUERY_ROOTS } from './query-keys';

/** How many groups the picker offers at once; typing narrows them on the server. */
const GROUP_OPTIONS_LIMIT = 50;

/** Picks device groups by name, searching on the server as the user types (a Form.Item gives value). */
export function GroupsSelect({
  value,
  onChange,
  testId,
}: {
  value?: string[];
  onChange?: (ids: string[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const api = useIotApi();
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim(), 250);
  const options = useQuery({
    queryKey: [QUERY_ROOTS.deviceGroups, 'options', settled],
    queryFn: () => api.groups.list({ search: settled || undefined, limit: GROUP_OPTIONS_LIMIT }),
    enabled: searchInputSchema.safeParse(settled).success,
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
  const found = (options.data?.result ?? []).map((g) => ({ value: g.id, label: g.name }));
  // Chosen groups stay options (shown by id until a search finds them) when the search moves on.
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
      maxCount={RULE_LIMITS.groupsMax}
      placeholder={t('rules.editor.groupsPlaceholder')}
      notFoundContent={options.isFetching ? t('deviceSelect.searching') : t('list.noData')}
      loading={options.isFetching}
      options={[...chosen, ...found]}
      data-testid={testId}
    />
  );
}
