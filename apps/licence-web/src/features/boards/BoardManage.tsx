import { useState } from 'react';
import { Button, Flex, Input, Segmented, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@fleetkey/web-kit';
import type { BoardView } from '@fleetkey/contract';
import { Allowed } from '../admin-access/Allowed';
import { useAdminGrants } from '../admin-access/use-admin-grants';
import { PasswordConfirmDialog } from '../admin-access/PasswordConfirmDialog';
import { formatDateTime } from '../common/format';
import { ManageToolbarActions } from '../common/ManageToolbarActions';
import { ListTable, listPageOf } from '../common/ListTable';
import { TABLE_PAGE_SIZE } from '../common/paging';
import { SearchBox } from '../common/SearchBox';
import { useBatchDelete } from '../common/use-batch-delete';
import { useListView } from '../common/use-list-view';
import { BoardFormDialog } from './components/BoardFormDialog';
import { BoardNodesDrawer } from './components/BoardNodesDrawer';
import { BoardRoleDialog } from './components/BoardRoleDialog';
import { useBoardActions, useBoardList, useBoardRoles, useNewestBoards } from './hooks/useBoards';

type Dialog =
  | { kind: 'none' }
  | { kind: 'new' }
  | { kind: 'edit' | 'nodes' | 'role'; board: BoardView }
  | { kind: 'delete'; ids: string[]; models: string[] };

/** Related nodes shown in a row before "+n". */
const NODE_TAGS = 2;

/**
 * /Home/TargetBoardManage/targetBoardManage: target boards — all (search, OS filter, order by update
 * date, pages) or the recently added; each board's related nodes and role. With boards:write: create,
 * edit (with its nodes), link to a role, board files in, delete (behind the password confirm).
 */
export function BoardManage() {
  const { t } = useTranslation();
  const { view, page, setPage, update } = useListView({ search: '', os: '', descend: true });
  const [showing, setShowing] = useState<'all' | 'newest'>('all');
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const all = useBoardList({
    search: view.search,
    os: view.os || undefined,
    descend: view.descend,
    page,
    pageSize: TABLE_PAGE_SIZE,
  });
  const newest = useNewestBoards(showing === 'newest');
  const list = showing === 'all' ? all : newest;
  // Board-role links are read with roles:read; without it the Role column is left out.
  const showRoles = useAdminGrants().can('roles:read');
  const roles = useBoardRoles(showRoles);
  const actions = useBoardActions();
  const close = () => setDialog({ kind: 'none' });
  const { selected, setSelected, remove } = useBatchDelete({
    removeMany: actions.removeMany,
    deletedText: (count) => t('boardsAdmin.deleted', { count }),
  });

  const roleColumn: TableColumnsType<BoardView>[number] = {
    key: 'role',
    title: t('boardsAdmin.fields.role'),
    render: (_, board) => (
      <span data-testid={`board-role-${board.id}`}>
        {roles.data?.get(board.id)?.roleName ?? (
          <Typography.Text type="secondary">{t('boardsAdmin.noRole')}</Typography.Text>
        )}
      </span>
    ),
  };

  const columns: TableColumnsType<BoardView> = [
    { key: 'model', title: t('boardsAdmin.fields.model'), dataIndex: 'model' },
    {
      key: 'firmware',
      title: t('boardsAdmin.fields.firmware'),
      render: (_, board) =>
        [board.firmwareName, board.firmwareVersion].filter((part) => part !== '').join(' '),
    },
    { key: 'os', title: t('boardsAdmin.fields.os'), dataIndex: 'os' },
    {
      key: 'description',
      title: t('boardsAdmin.fields.description'),
      render: (_, board) => (
        <Typography.Text ellipsis={{ tooltip: board.description }} style={{ maxWidth: 140 }}>
          {board.description}
        </Typography.Text>
      ),
    },
    {
      key: 'nodes',
      title: t('boardsAdmin.fields.nodes'),
      render: (_, board) => (
        <Typography.Link
          onClick={() => setDialog({ kind: 'nodes', board })}
          data-testid={`board-nodes-${board.id}`}
        >
          {board.nodes.length === 0
            ? t('boardsAdmin.noRelatedNodes')
            : board.nodes.slice(0, NODE_TAGS).map((node) => <Tag key={node.id}>{node.name}</Tag>)}
          {board.nodes.length > NODE_TAGS && `+${board.nodes.length - NODE_TAGS}`}
        </Typography.Link>
      ),
    },
    ...(showRoles ? [roleColumn] : []),
    {
      key: 'updatedAt',
      title: t('boardsAdmin.fields.updatedAt'),
      sorter: showing === 'all',
      sortOrder: showing === 'all' ? (view.descend ? 'descend' : 'ascend') : undefined,
      sortDirections: ['descend', 'ascend', 'descend'],
      render: (_, board) => formatDateTime(board.updatedAt),
    },
    {
      key: 'actions',
      fixed: 'right' as const,
      title: t('boardsAdmin.actions'),
      render: (_, board) => (
        <Allowed permission="boards:write">
          <Space size={0}>
            <Button
              size="small"
              type="link"
              onClick={() => setDialog({ kind: 'edit', board })}
              data-testid={`board-edit-${board.id}`}
            >
              {t('boardsAdmin.edit')}
            </Button>
            <Allowed permission="roles:write">
              <Button
                size="small"
                type="link"
                onClick={() => setDialog({ kind: 'role', board })}
                data-testid={`board-link-role-${board.id}`}
              >
                {t('boardsAdmin.linkRole')}
              </Button>
            </Allowed>
            <Button
              size="small"
              type="link"
              danger
              onClick={() => setDialog({ kind: 'delete', ids: [board.id], models: [board.model] })}
              data-testid={`board-delete-${board.id}`}
            >
              {t('boardsAdmin.delete')}
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
          <Segmented<'all' | 'newest'>
            value={showing}
            onChange={setShowing}
            options={[
              { value: 'all', label: t('boardsAdmin.all') },
              { value: 'newest', label: t('boardsAdmin.newest') },
            ]}
            data-testid="board-showing"
          />
          {showing === 'all' && (
            <>
              <SearchBox
                placeholder={t('boardsAdmin.searchPlaceholder')}
                testId="board-search"
                onSearch={(text) => update({ search: text })}
              />
              <Input.Search
                allowClear
                placeholder={t('boardsAdmin.osFilter')}
                style={{ width: 180 }}
                onSearch={(value) => update({ os: value.trim() })}
                data-testid="board-os-filter"
              />
            </>
          )}
        </Flex>
        <Flex wrap gap={8}>
          <ManageToolbarActions
            permission="boards:write"
            testPrefix="board"
            texts={{
              exportAll: t('boardsAdmin.exportAll'),
              exportSelected: t('boardsAdmin.exportSelected', { count: selected.length }),
              import: t('boardsAdmin.import'),
              batchDelete: t('boardsAdmin.batchDelete', { count: selected.length }),
              new: t('boardsAdmin.new'),
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
                models: shown.filter((board) => selected.includes(board.id)).map((board) => board.model),
              })
            }
            onNew={() => setDialog({ kind: 'new' })}
          />
        </Flex>
      </Flex>
      <QueryError query={list} />
      <ListTable<BoardView>
        testId="board-table"
        {...listPageOf(list, showing === 'all' ? page : 1, setPage)}
        onOrder={(next) => next !== view.descend && update({ descend: next })}
        emptyText={t('boardsAdmin.empty')}
        columns={columns}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
          preserveSelectedRowKeys: true,
        }}
      />
      {(dialog.kind === 'new' || dialog.kind === 'edit') && (
        <BoardFormDialog board={dialog.kind === 'edit' ? dialog.board : undefined} onClose={close} />
      )}
      {dialog.kind === 'nodes' && <BoardNodesDrawer board={dialog.board} onClose={close} />}
      {dialog.kind === 'role' && (
        <BoardRoleDialog
          board={dialog.board}
          roleId={roles.data?.get(dialog.board.id)?.roleId ?? null}
          onClose={close}
        />
      )}
      <PasswordConfirmDialog
        open={dialog.kind === 'delete'}
        title={
          dialog.kind === 'delete'
            ? t('boardsAdmin.deleteTitle', { count: dialog.ids.length, models: dialog.models.join(', ') })
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
