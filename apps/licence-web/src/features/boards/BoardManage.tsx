import { useState } from 'react';
import { Button, Input, Segmented, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BoardView } from '@fleetkey/contract';
import { Allowed } from '../admin-access/Allowed';
import { useAdminGrants } from '../admin-access/use-admin-grants';
import { ManageList } from '../common/ManageList';
import { ManageRowActions } from '../common/ManageRowActions';
import { TABLE_PAGE_SIZE } from '../common/paging';
import { SearchBox } from '../common/SearchBox';
import { timeColumn } from '../common/time-sort';
import { useBatchDelete } from '../common/use-batch-delete';
import { useListView } from '../common/use-list-view';
import { BoardFormDialog } from './components/BoardFormDialog';
import { BoardNodesDrawer } from './components/BoardNodesDrawer';
import { BoardRoleDialog } from './components/BoardRoleDialog';
import { useBoardActions, useBoardList, useBoardRoles, useNewestBoards } from './hooks/useBoards';

type Dialog = { kind: 'none' } | { kind: 'new' } | { kind: 'edit' | 'nodes' | 'role'; board: BoardView };

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
  const batch = useBatchDelete({
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
      ...timeColumn('updatedAt', t('boardsAdmin.fields.updatedAt'), view.descend, (board) => board.updatedAt),
      // The recently added come in their own order.
      ...(showing === 'newest' && { sorter: false, sortOrder: undefined }),
    },
    {
      key: 'actions',
      fixed: 'right' as const,
      title: t('boardsAdmin.actions'),
      render: (_, board) => (
        <ManageRowActions
          scope="boardsAdmin"
          testPrefix="board"
          permission="boards:write"
          id={board.id}
          size={0}
          onEdit={() => setDialog({ kind: 'edit', board })}
          onDelete={() => batch.askToDelete([board.id])}
        >
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
        </ManageRowActions>
      ),
    },
  ];

  return (
    <>
      <ManageList<BoardView>
        scope="boardsAdmin"
        testPrefix="board"
        permission="boards:write"
        filters={
          <>
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
          </>
        }
        list={list}
        page={showing === 'all' ? page : 1}
        onPage={setPage}
        descend={view.descend}
        onOrder={(descend) => update({ descend })}
        columns={columns}
        batch={batch}
        nameOf={(board) => board.model}
        actions={actions}
        onNew={() => setDialog({ kind: 'new' })}
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
    </>
  );
}
