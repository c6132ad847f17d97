import { useState } from 'react';
import { Collapse, Flex, Radio, Skeleton, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEV_SCHEMA_NAMES, type DevSchemaName } from '@fleetkey/contract';
import { LoadError, WholeTable } from '@fleetkey/web-kit';
import { useDevSchema } from '../hooks/useDevReference';
import { schemaRows, type SchemaRow } from '../schema-rows';
import { RuleList } from './RuleList';
import { fieldNameColumn, requiredColumn } from './field-columns';

/** The object schemas: pick one, read its fields (nested ones unfolded) or copy the raw JSON Schema. */
export function SchemaPanel() {
  const { t } = useTranslation();
  const [name, setName] = useState<DevSchemaName>(DEV_SCHEMA_NAMES[0]);
  const schema = useDevSchema(name);
  const columns: TableColumnsType<SchemaRow> = [
    fieldNameColumn(t('developer.field')),
    { title: t('developer.type'), dataIndex: 'type', key: 'type', width: 180 },
    requiredColumn(t('developer.required')),
    {
      title: t('developer.rulesTitle'),
      key: 'rules',
      render: (_, row) => <RuleList rules={row.rules} />,
    },
  ];
  return (
    <Flex vertical gap={12} data-testid="dev-schemas">
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        value={name}
        onChange={(event) => setName(event.target.value as DevSchemaName)}
        options={DEV_SCHEMA_NAMES.map((value) => ({ value, label: t(`developer.schemas.${value}`) }))}
        data-testid="dev-schema-picker"
      />
      <Typography.Text type="secondary">
        {t('developer.schemaHint')} <Typography.Text code copyable>{`GET /v1/dev/${name}`}</Typography.Text>
      </Typography.Text>
      {schema.isError ? (
        <LoadError error={schema.error} onRetry={() => void schema.refetch()} />
      ) : schema.isPending ? (
        <Skeleton active />
      ) : (
        <>
          <WholeTable<SchemaRow>
            // A new schema mounts a new table, so its nested fields show unfolded too.
            key={name}
            rowKey="key"
            columns={columns}
            dataSource={schemaRows(schema.data)}
            expandable={{ defaultExpandAllRows: true }}
            data-testid="dev-schema-table"
          />
          <Collapse
            size="small"
            items={[
              {
                key: 'json',
                label: t('developer.rawJson'),
                children: (
                  <Typography.Paragraph copyable={{ text: JSON.stringify(schema.data, null, 2) }}>
                    <pre
                      style={{ maxHeight: 360, overflow: 'auto', margin: 0 }}
                      data-testid="dev-schema-json"
                    >
                      {JSON.stringify(schema.data, null, 2)}
                    </pre>
                  </Typography.Paragraph>
                ),
              },
            ]}
          />
        </>
      )}
    </Flex>
  );
}
