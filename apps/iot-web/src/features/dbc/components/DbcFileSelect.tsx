import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDbcFiles } from '../hooks/useDbcFiles';

/** Picks one of the account's DBC files by name. */
export function DbcFileSelect({
  value,
  onChange,
  testId,
}: {
  value: string | null;
  onChange: (name: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const files = useDbcFiles();
  return (
    <Select
      style={{ width: 240 }}
      placeholder={t('dbc.decode.pickDbc')}
      value={value}
      onChange={onChange}
      loading={files.isPending}
      options={(files.data ?? []).map((file) => ({ value: file.name, label: file.name }))}
      data-testid={testId}
    />
  );
}
