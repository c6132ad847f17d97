import { useMemo, useState, type Key } from 'react';
import { Flex, Input, Space, Spin, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DbcMessageView } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { NoData } from '../../common/NoData';
import { filterMessages, idHex } from '../dbc-tree';
import { useDbcTree } from '../hooks/useDbcFiles';
import { Attributes } from './Attributes';
import { SignalTable } from './SignalTable';

/**
 * The messages of a DBC, each opening onto its signals; a search by message or signal name or hex id
 * narrows both and opens what it found.
 */
export function DbcTree({ name }: { name: string }) {
  const { t } = useTranslation();
  const tree = useDbcTree(name);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const shown = useMemo(() => filterMessages(tree.data?.messages ?? [], search), [tree.data, search]);
  if (tree.isPending) return <Spin />;
  if (tree.isError) return <QueryError query={tree} />;

  const key = (message: DbcMessageView) => `${message.extended ? 'x' : 's'}${message.id}`;
  const columns: TableColumnsType<DbcMessageView> = [
    {
      title: t('dbc.tree.id'),
      key: 'id',
      width: 130,
      render: (_, message) => <Typography.Text code>{idHex(message.id, message.extended)}</Typography.Text>,
    },
    { title: t('dbc.tree.message'), dataIndex: 'name', key: 'name' },
    {
      title: t('dbc.tree.frame'),
      key: 'frame',
      width: 170,
      render: (_, message) => (
        <Space size={4}>
          <Tag>{t(message.extended ? 'dbc.tree.extended' : 'dbc.tree.standard')}</Tag>
          {message.pgn !== null && <Tag color="purple">PGN {message.pgn}</Tag>}
        </Space>
      ),
    },
    { title: t('dbc.tree.dlc'), dataIndex: 'dlc', key: 'dlc', width: 70 },
    { title: t('dbc.tree.transmitter'), dataIndex: 'transmitter', key: 'transmitter', width: 140 },
    {
      title: t('dbc.tree.signalCount'),
      key: 'signals',
      width: 90,
      render: (_, message) => message.signals.length,
    },
  ];

  // While searching, everything found is open; otherwise the user opens messages one by one.
  const expandedKeys = search.trim() ? shown.map(key) : expanded;
  return (
    <Flex vertical gap={12} data-testid="dbc-tree">
      <Input.Search
        allowClear
        placeholder={t('dbc.tree.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ maxWidth: 360 }}
        data-testid="dbc-tree-search"
      />
      <Table<DbcMessageView>
        size="small"
        rowKey={key}
        columns={columns}
        dataSource={shown}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: <NoData /> }}
        expandable={{
          expandedRowKeys: expandedKeys,
          onExpandedRowsChange: (keys) => setExpanded(keys),
          expandedRowRender: (message) => (
            <Flex vertical gap={8}>
              {message.comment && <Typography.Text type="secondary">{message.comment}</Typography.Text>}
              <Attributes values={message.attributes} />
              <SignalTable signals={message.signals} />
            </Flex>
          ),
        }}
      />
    </Flex>
  );
}
