import { useState } from 'react';
import { Button, Flex, Input, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@fleetkey/web-kit';
import { nodeFileEntry, type NodeView } from '@fleetkey/contract';
import { Allowed } from '../admin-access/Allowed';
import { PasswordConfirmDialog } from '../admin-access/PasswordConfirmDialog';
import { JsonViewerDialog } from '../common/json-viewer/JsonViewerDialog';
import type { Json } from '../common/json-viewer/json-paths';
import { formatDateTime } from '../common/format';
import { ManageToolbarActions } from '../common/ManageToolbarActions';
import { ListTable, listPageOf } from '../common/ListTable';
import { TABLE_PAGE_SIZE } from '../common/paging';
import { SearchBox } from '../common/SearchBox';
import { useBatchDelete } from '../common/use-batch-delete';
import { useListView } from '../common/use-list-view';
import { NodeDemoCell } from './components/NodeDemoCell';
import { NodeFormDialog } from './components/NodeFormDialog';
import { useNodeActions, useNodeList } from './hooks/useNodes';

type Dialog =
  | { kind: 'none' }
  | { kind: 'new' }
  | { kind: 'edit' | 'info'; node: NodeView }
  | { kind: 'delete'; ids: string[]; names: string[] };

/**
 * /Home/NodeManage/nodeManage: AWFlow nodes — search, type and OS filters, order by update date, pages;
 * a node's info in the JSON viewer; with nodes:write, a new node, a node file's import (every §8 failure listed, row
 * by row), edits, demo files and deletes (behind the password confirm). Export: all, or the rows ticked.
 */
export function NodeManage() {
  const { t } = useTranslation();
  const { view, page, setPage, update } = useListView({ search: '', type: '', os: '', descend: true });
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const list = useNodeList({
    search: view.search,
    type: view.type || undefined,
    os: view.os || undefined,
    descend: view.descend,
    page,
    pageSize: TABLE_PAGE_SIZE,
  });
  const actions = useNodeActions();
  const close = () => setDialog({ kind: 'none' });
  const { selected, setSelected, remove } = useBatchDelete({
    removeMany: actions.removeMany,
    deletedText: (count) => t('nodesAdmin.deleted', { count }),
  });
  const names = (nodes: NodeView[]) => nodes.map((node) => node.name);

  const columns: TableColumnsType<NodeView> = [
    {
      key: 'name',
      title: t('nodesAdmin.fields.name'),
      render: (_, node) => (
        <Typography.Link
          onClick={() => setDialog({ kind: 'info', node })}
          data-testid={`node-info-${node.id}`}
        >
          {node.name}
        </Typography.Link>
      ),
    },
    { key: 'type', title: t('nodesAdmin.fields.type'), dataIndex: 'type' },
    { key: 'os', title: t('nodesAdmin.fields.os'), dataIndex: 'os' },
    { key: 'version', title: t('nodesAdmin.fields.version'), dataIndex: 'version' },
    {
      key: 'description',
      title: t('nodesAdmin.fields.description'),
      render: (_, node) => (
        <Typography.Text ellipsis={{ tooltip: node.description }} style={{ maxWidth: 220 }}>
          {node.description}
        </Typography.Text>
      ),
    },
    { key: 'demo', title: t('nodesAdmin.fields.demo'), render: (_, node) => <NodeDemoCell node={node} /> },
    {
      key: 'updatedAt',
      title: t('nodesAdmin.fields.updatedAt'),
      sorter: true,
      sortOrder: view.descend ? 'descend' : 'ascend',
      sortDirections: ['descend', 'ascend', 'descend'],
      render: (_, node) => formatDateTime(node.updatedAt),
    },
    {
      key: 'actions',
      fixed: 'right' as const,
      title: t('nodesAdmin.actions'),
      render: (_, node) => (
        <Allowed permission="nodes:write">
          <Space>
            <Button
              size="small"
              type="link"
              onClick={() => setDialog({ kind: 'edit', node })}
              data-testid={`node-edit-${node.id}`}
            >
              {t('nodesAdmin.edit')}
            </Button>
            <Button
              size="small"
              type="link"
              danger
              onClick={() => setDialog({ kind: 'delete', ids: [node.id], names: [node.name] })}
              data-testid={`node-delete-${node.id}`}
            >
              {t('nodesAdmin.delete')}
            </Button>
          </Space>
        </Allowed>
      ),
    },
  ];

  const shown = list.data?.result ?? [];
  return (
    <>
      <Flex wrap gap={12} justify="space-between" style={{ marginBottom: 16 }}>
        <Flex wrap gap={12}>
          <SearchBox
            placeholder={t('nodesAdmin.searchPlaceholder')}
            testId="node-search"
            onSearch={(text) => update({ search: text })}
          />
          <Input.Search
            allowClear
            placeholder={t('nodesAdmin.typeFilter')}
            style={{ width: 180 }}
            onSearch={(value) => update({ type: value.trim() })}
            data-testid="node-type-filter"
          />
          <Input.Search
            allowClear
            placeholder={t('nodesAdmin.osFilter')}
            style={{ width: 180 }}
            onSearch={(value) => update({ os: value.trim() })}
            data-testid="node-os-filter"
          />
        </Flex>
        <Flex wrap gap={8}>
          <ManageToolbarActions
            permission="nodes:write"
            testPrefix="node"
            texts={{
              exportAll: t('nodesAdmin.exportAll'),
              exportSelected: t('nodesAdmin.exportSelected', { count: selected.length }),
              import: t('nodesAdmin.import'),
              batchDelete: t('nodesAdmin.batchDelete', { count: selected.length }),
              new: t('nodesAdmin.new'),
            }}
            selectedCount={selected.length}
            exporting={actions.exportFile.isPending}
            onExport={() => actions.exportFile.mutate(selected.length > 0 ? selected : undefined)}
            importing={actions.importFile.isPending}
            onImport={(file) => actions.importFile.mutateAsync(file)}
            onBatchDelete={() =>
              setDialog({
                kind: 'delete',
                ids: selected,
                names: names(shown.filter((node) => selected.includes(node.id))),
              })
            }
            onNew={() => setDialog({ kind: 'new' })}
          />
        </Flex>
      </Flex>
      <QueryError query={list} />
      <ListTable<NodeView>
        testId="node-table"
        {...listPageOf(list, page, setPage)}
        onOrder={(next) => next !== view.descend && update({ descend: next })}
        emptyText={t('nodesAdmin.empty')}
        columns={columns}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
          preserveSelectedRowKeys: true,
        }}
      />
      {(dialog.kind === 'new' || dialog.kind === 'edit') && (
        <NodeFormDialog node={dialog.kind === 'edit' ? dialog.node : undefined} onClose={close} />
      )}
      {dialog.kind === 'info' && (
        <JsonViewerDialog
          title={t('nodesAdmin.infoTitle', { name: dialog.node.name })}
          value={nodeFileEntry(dialog.node) as Json}
          onClose={close}
        />
      )}
      <PasswordConfirmDialog
        open={dialog.kind === 'delete'}
        title={
          dialog.kind === 'delete'
            ? t('nodesAdmin.deleteTitle', { count: dialog.ids.length, names: dialog.names.join(', ') })
            : undefined
        }
        onCancel={close}
        onConfirmed={() => {
          if (dialog.kind === 'delete') remove(dialog.ids);
          close();
        }}
      />
    </>
  );
}
