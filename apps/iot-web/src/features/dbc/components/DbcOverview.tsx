import { Descriptions, Flex, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DbcAttributeDefinitionView } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { useDbcTree } from '../hooks/useDbcFiles';
import { Attributes, ValueTable } from './Attributes';
import { DbcWarnings } from './DbcWarnings';

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
      <Typography.Title level={5}>{t('dbc.detail.nodes')}</Typography.Title>
      <Table
        size="small"
        rowKey="name"
        pagination={false}
        dataSource={db.nodes}
        columns={[
          { title: t('dbc.detail.node'), dataIndex: 'name', key: 'name', width: 200 },
          { title: t('dbc.detail.comment'), dataIndex: 'comment', key: 'comment' },
          {
            title: t('dbc.detail.attributes'),
            key: 'attributes',
            render: (_, node) => <Attributes values={node.attributes} />,
          },
        ]}
      />
      <Typography.Title level={5}>{t('dbc.detail.valueTables')}</Typography.Title>
      <Table
        size="small"
        rowKey="name"
        pagination={false}
        dataSource={db.valueTables}
        columns={[
          { title: t('dbc.detail.name'), dataIndex: 'name', key: 'name', width: 200 },
          {
            title: t('dbc.detail.values'),
            key: 'values',
            render: (_, table) => <ValueTable values={table.values} />,
          },
        ]}
      />
      <Typography.Title level={5}>{t('dbc.detail.attributeDefinitions')}</Typography.Title>
      <Table<DbcAttributeDefinitionView>
        size="small"
        rowKey={(def) => `${def.scope}:${def.name}`}
        pagination={false}
        dataSource={db.attributeDefinitions}
        columns={[
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
        ]}
      />
    </Flex>
  );
}
