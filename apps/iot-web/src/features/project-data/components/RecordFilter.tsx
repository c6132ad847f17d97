import { useState } from 'react';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { isIndexedField, type DatasetField, type ProjectDataCondition } from '@fleetkey/contract';

/** The list filter of a typed value on one field: text contains it, others equal it; none when blank. */
export function recordFilter(
  field: DatasetField | undefined,
  text: string,
): Record<string, ProjectDataCondition> | undefined {
  if (!field || text === '') return undefined;
  const condition: ProjectDataCondition =
    field.type === 'text'
      ? { contains: text }
      : field.type === 'number'
        ? Number(text)
        : field.type === 'boolean'
          ? text === 'true'
          : text;
  return { [field.name]: condition };
}

/** Chooses an indexed field and a value to filter the records on (the server filters). */
export function RecordFilter({
  fields,
  onChange,
}: {
  fields: readonly DatasetField[];
  onChange: (filter: Record<string, ProjectDataCondition> | undefined) => void;
}) {
  const { t } = useTranslation();
  const [fieldName, setFieldName] = useState<string>();
  const [text, setText] = useState('');
  const change = (name: string | undefined, value: string) => {
    setFieldName(name);
    setText(value);
    onChange(
      recordFilter(
        fields.find((field) => field.name === name),
        value,
      ),
    );
  };
  return (
    <>
      <Select
        allowClear
        placeholder={t('projectData.filterField')}
        style={{ width: 160 }}
        value={fieldName}
        onChange={(next?: string) => change(next, text)}
        options={fields.filter(isIndexedField).map((field) => ({
          value: field.name,
          label: field.label || field.name,
        }))}
        data-testid="filter-field"
      />
      <Input.Search
        allowClear
        style={{ width: 220 }}
        placeholder={t('projectData.filterValue')}
        onSearch={(value) => change(fieldName, value)}
        data-testid="filter-value"
      />
    </>
  );
}
