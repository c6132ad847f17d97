import { Descriptions, Flex, Spin, Typography, type TableColumnsType, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DbcAttributeDefinitionView, DbcDatabaseView } from '@fleetkey/contract';
import { QueryError, WholeTable } from '@fleetkey/web-kit';
import { useDbcTree } from '../hooks/useDbcFiles';
import { Attributes, ValueTable } from './Attributes';
import { DbcWarnings } from './DbcWarnings';

/** One part of the database under its heading, in a small table shown whole. */
function Part<T extends object>({
  title,
  rowKey,
  rows,
  columns,
}: {
  title: string;
  rowKey: TableProps<T>['rowKey'];
  rows: T[];
  columns: TableColumnsType<T>;
}) {
  return (
    <>
      <Typography.Title level={5}>{title}</Typography.Title>
      <WholeTable<T> rowKey={rowKey} dataSource={rows} columns={columns} />
    </>
  );
}

/**
 * What the database says of itself: what its parse skipped, version, comment, nodes, named value tables,
 * attribute definitions.
 */
export function DbcOverview({ name }: { name: string }) {
  const { t } = useTranslation();
  const tree = useDbcTree(name);
  if (tree.isPending) return <Spin />;
  if (tree.isError) return <QueryError query={tree} />;
  const db = tree.data;
  const nodeColumns: TableColumnsType<DbcDatabaseView['nodes'][number]> = [
    { title: t('dbc.detail.node'), dataIndex: 'name', key: 'name', width: 200 },
    { title: t('dbc.detail.comment'), dataIndex: 'comment', key: 'comment' },
    {
      title: t('dbc.detail.attributes'),
      key: 'attributes',
      render: (_, node) => <Attributes values={node.attributes} />,
    },
  ];
  const valueTableColumns: TableColumnsType<DbcDatabaseView['valueTables'][number]> = [
    { title: t('dbc.detail.name'), dataIndex: 'name', key: 'name', width: 200 },
    {
      title: t('dbc.detail.values'),
      key: 'values',
      render: (_, table) => <ValueTable values={table.values} />,
    },
  ];
  const definitionColumns: TableColumnsType<DbcAttributeDefinitionView> = [
    { title: t('dbc.detail.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('dbc.detail.scope'),
      dataIndex: 'scope',
      key: 'scope',
      render: (scope: DbcAttributeDefinitionView['scope']) => t(`dbc.scopes.${scope}`),
    },
    { title: t('dbc.detail.type'), dataIndex: 'type', key: 'type' },
    {
      title: t('dbc.detail.range'),
      key: 'range',
      render: (_, def) =>
        def.enumValues.length > 0
          ? def.enumValues.join(' | ')
          : def.min === null && def.max === null
            ? '—'
            : `${def.min ?? ''} … ${def.max ?? ''}`,
    },
    {
      title: t('dbc.detail.default'),
      dataIndex: 'default',
      key: 'default',
      render: (value: string | number | null) => (value === null ? '—' : String(value)),
    },
  ];
  return (
    <Flex vertical gap={16} data-testid="dbc-overview">
      <DbcWarnings warnings={db.warnings} />
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('dbc.detail.version')}>{db.version || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('dbc.detail.comment')}>{db.comment ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('dbc.detail.attributes')}>
          <Attributes values={db.attributes} />
        </Descriptions.Item>
      </Descriptions>
      <Part title={t('dbc.detail.nodes')} rowKey="name" rows={db.nodes} columns={nodeColumns} />
      <Part
        title={t('dbc.detail.valueTables')}
        rowKey="name"
        rows={db.valueTables}
        columns={valueTableColumns}
      />
      <Part
        title={t('dbc.detail.attributeDefinitions')}
        rowKey={(def) => `${def.scope}:${def.name}`}
        rows={db.attributeDefinitions}
        columns={definitionColumns}
      />
    </Flex>
  );
}
