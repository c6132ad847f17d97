import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBoardTriples } from '../hooks/useDevBoards';

/** A development board chosen by its serial, model or UId (searched on the server as one types). */
export function BoardPicker({
  value,
  onChange,
  testId,
}: {
  value: string | undefined;
  onChange: (boardId: string | undefined) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const triples = useBoardTriples(search);
  return (
    <Select<string>
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value}
      placeholder={t('awpin.uploads.boardFilter')}
      style={{ width: 260 }}
      loading={triples.isFetching}
      options={(triples.data ?? []).map((triple) => ({
        value: triple.id,
        label: `${triple.serial} · ${triple.model} · ${triple.uid}`,
      }))}
      onChange={(next) => onChange(next)}
      data-testid={testId}
    />
  );
}
