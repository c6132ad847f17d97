import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ServerSearch } from './hooks/use-server-search';

/** What a form gives a picker of ids that searches on the server (a Form.Item gives value and onChange). */
export interface ServerPickerProps {
  value?: string[];
  onChange?: (ids: string[]) => void;
  testId: string;
}

/**
 * A multiple choice among what the server finds as the user types (a Form.Item gives value). Chosen values
 * stay options, shown by their id, when the search moves on and no longer finds them.
 */
export function ServerSearchSelect({
  search,
  value,
  onChange,
  maxCount,
  placeholder,
  testId,
}: ServerPickerProps & {
  search: ServerSearch;
  maxCount: number;
  placeholder: string;
}) {
  const { t } = useTranslation();
  const chosen = (value ?? [])
    .filter((id) => !search.found.some((option) => option.value === id))
    .map((id) => ({ value: id, label: id }));
  return (
    <Select
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: search.onSearch }}
      allowClear
      value={value}
      onChange={onChange}
      maxCount={maxCount}
      placeholder={placeholder}
      notFoundContent={search.fetching ? t('deviceSelect.searching') : t('list.noData')}
      loading={search.fetching}
      options={[...chosen, ...search.found]}
      // As wide as its place: a multiple select sizes to its tags, 44 px with none chosen.
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}
