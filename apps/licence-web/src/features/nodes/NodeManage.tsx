import { useState } from 'react';
import { Input, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { nodeFileEntry, type NodeView } from '@fleetkey/contract';
import { useAdminGrants } from '../admin-access/use-admin-grants';
import { JsonViewerDialog } from '../common/json-viewer/JsonViewerDialog';
import type { Json } from '../common/json-viewer/json-paths';
import { timeColumn } from '../common/time-sort';
import { ManageList } from '../common/ManageList';
import { ManageRowActions } from '../common/ManageRowActions';
import { TABLE_PAGE_SIZE } from '../common/paging';
import { SearchBox } from '../common/SearchBox';
import { useBatchDelete } from '../common/use-batch-delete';
import { useListView } from '../common/use-list-view';
import { NodeBoardsCell } from './components/NodeBoardsCell';
import { NodeDemoCell } from './components/NodeDemoCell';
import { NodeFormDialog } from './components/NodeFormDialog';
import { useNodeActions, useNodeList } from './hooks/useNodes';
import { fieldColumns } from '../common/field-columns';

type Dialog = { kind: 'none' } | { kind: 'new' } | { kind: 'edit' | 'info'; node: NodeView };

/**
 * /Home/NodeManage/nodeManage: AWFlow nodes — search, type and OS filters, order by update date, pages;
 * a node's info in the JSON viewer; the boards that run it (with boards:read); with nodes:write, a new node, a node file's import (every §8 failure listed, row
 * by row), edits, demo files and deletes (behind the password confirm). Export: all, or the rows ticked.
 */
export function NodeManage() {
  const { t } = useTranslation();
  const { can } = useAdminGrants();
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
  const batch = useBatchDelete({
    removeMany: actions.removeMany,
    deletedText: (count) => t('nodesAdmin.deleted', { count }),
  });

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
    ...fieldColumns<NodeView>(t, 'nodesAdmin.fields', ['type', 'os', 'version']),
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
    // Which boards run the node: GET /board_nodes needs boards:read.
    ...(can('boards:read')
      ? [
          {
            key: 'boards',
            title: t('nodesAdmin.fields.boards'),
            render: (_: unknown, node: NodeView) => <NodeBoardsCell node={node} />,
          },
        ]
      : []),
    timeColumn('updatedAt', t('nodesAdmin.fields.updatedAt'), view.descend, (node) => node.updatedAt),
    {
      key: 'actions',
      fixed: 'right' as const,
      title: t('nodesAdmin.actions'),
      render: (_, node) => (
        <ManageRowActions
          scope="nodesAdmin"
          testPrefix="node"
          permission="nodes:write"
          id={node.id}
          onEdit={() => setDialog({ kind: 'edit', node })}
          onDelete={() => batch.askToDelete([node.id])}
        />
      ),
    },
  ];

  return (
    <>
      <ManageList<NodeView>
        scope="nodesAdmin"
        testPrefix="node"
        permission="nodes:write"
        filters={
          <>
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
          </>
        }
        list={list}
        page={page}
        onPage={setPage}
        descend={view.descend}
        onOrder={(descend) => update({ descend })}
        columns={columns}
        batch={batch}
        nameOf={(node) => node.name}
        actions={actions}
        onNew={() => setDialog({ kind: 'new' })}
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
    </>
  );
}
