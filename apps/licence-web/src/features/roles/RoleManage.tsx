import { useState } from 'react';
import { App, Button, Flex, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { QueryError, useErrorText } from '@fleetkey/web-kit';
import { ExportButton } from '../common/ExportButton';
import { ApiError } from '@fleetkey/api-client';
import type { RoleView } from '@fleetkey/contract';
import { Allowed } from '../admin-access/Allowed';
import { PasswordConfirmDialog } from '../admin-access/PasswordConfirmDialog';
import { timeColumn } from '../common/time-sort';
import { useListView } from '../common/use-list-view';
import { ListTable, listPageOf } from '../common/ListTable';
import { TABLE_PAGE_SIZE } from '../common/paging';
import { PermissionDialog } from '../permission-dialog/PermissionDialog';
import { SearchBox } from '../common/SearchBox';
import { RoleBatchDialog } from './components/RoleBatchDialog';
import { RoleFormDialog } from './components/RoleFormDialog';
import { RoleMembersDrawer } from './components/RoleMembersDrawer';
import { useRoleActions, useRoleList } from './hooks/useRoles';

type Dialog =
  | { kind: 'none' | 'new' | 'batch' }
  | { kind: 'edit' | 'permissions' | 'members' | 'delete'; role: RoleView };

/**
 * /Home/groupManage/groupManage: roles (groups) — search, order by update date, pages, CSV of the view;
 * each role's permissions (the permission dialog in view mode) and members. Creating (one or a batch),
 * editing and deleting need roles:write.
 */
export function RoleManage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const { view, page, setPage, update } = useListView({ search: '', descend: true });
  const { search, descend } = view;
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const list = useRoleList({ search, descend, page, pageSize: TABLE_PAGE_SIZE });
  const actions = useRoleActions();
  const close = () => setDialog({ kind: 'none' });

  // A role still in use is refused by the server: its answer says by how many of what.
  const remove = (role: RoleView) => {
    close();
    actions.remove.mutate(role.id, {
      onSuccess: () => void message.success(t('rolesAdmin.deleted', { name: role.name })),
      onError: (error) => {
        const usage =
          error instanceof ApiError && error.code === 'ROLE_IN_USE'
            ? (error.data as Partial<Record<'admins' | 'boards' | 'licences', number>> | undefined)
            : undefined;
        modal.error({
          title: t('rolesAdmin.deleteRefused', { name: role.name }),
          content: usage
            ? t('rolesAdmin.inUse', {
                admins: usage.admins ?? 0,
                boards: usage.boards ?? 0,
                licences: usage.licences ?? 0,
              })
            : errorText(error),
        });
      },
    });
  };

  const columns: TableColumnsType<RoleView> = [
    { key: 'name', title: t('rolesAdmin.fields.name'), dataIndex: 'name' },
    { key: 'description', title: t('rolesAdmin.fields.description'), dataIndex: 'description' },
    {
      key: 'permissions',
      title: t('rolesAdmin.fields.permissions'),
      render: (_, role) => (
        <Typography.Link
          onClick={() => setDialog({ kind: 'permissions', role })}
          data-testid={`role-permissions-${role.id}`}
        >
          {t('rolesAdmin.view')}
        </Typography.Link>
      ),
    },
    timeColumn('updatedAt', t('rolesAdmin.fields.updatedAt'), descend, (role) => role.updatedAt),
    { key: 'userCount', title: t('rolesAdmin.fields.userCount'), dataIndex: 'userCount', align: 'right' },
    {
      key: 'actions',
      // Kept in view when the table scrolls sideways on narrow screens.
      fixed: 'right' as const,
      title: t('rolesAdmin.actions'),
      render: (_, role) => (
        <Space>
          <Button
            size="small"
            type="link"
            icon={<UnorderedListOutlined />}
            onClick={() => setDialog({ kind: 'members', role })}
            data-testid={`role-members-${role.id}`}
          >
            {t('rolesAdmin.members.open')}
          </Button>
          <Allowed permission="roles:write">
            <Button
              size="small"
              type="link"
              onClick={() => setDialog({ kind: 'edit', role })}
              data-testid={`role-edit-${role.id}`}
            >
              {t('rolesAdmin.edit')}
            </Button>
            <Button
              size="small"
              type="link"
              danger
              onClick={() => setDialog({ kind: 'delete', role })}
              data-testid={`role-delete-${role.id}`}
            >
              {t('rolesAdmin.delete')}
            </Button>
          </Allowed>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Flex wrap gap={12} justify="space-between" style={{ marginBottom: 16 }}>
        <SearchBox
          placeholder={t('rolesAdmin.searchPlaceholder')}
          testId="role-search"
          onSearch={(text) => update({ search: text })}
        />
        <Space wrap>
          <ExportButton
            testId="role-export"
            exporting={actions.exportCsv.isPending}
            onExport={() => actions.exportCsv.mutate({ search, descend })}
          >
            {t('rolesAdmin.export')}
          </ExportButton>
          <Allowed permission="roles:write">
            <Button onClick={() => setDialog({ kind: 'batch' })} data-testid="role-batch">
              {t('rolesAdmin.batch')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ kind: 'new' })}
              data-testid="role-new"
            >
              {t('rolesAdmin.new')}
            </Button>
          </Allowed>
        </Space>
      </Flex>
      <QueryError query={list} />
      <ListTable<RoleView>
        testId="role-table"
        {...listPageOf(list, page, setPage)}
        onOrder={(next) => next !== descend && update({ descend: next })}
        emptyText={t('rolesAdmin.empty')}
        columns={columns}
      />
      {(dialog.kind === 'new' || dialog.kind === 'edit') && (
        <RoleFormDialog role={dialog.kind === 'edit' ? dialog.role : undefined} onClose={close} />
      )}
      {dialog.kind === 'batch' && <RoleBatchDialog onClose={close} />}
      {dialog.kind === 'permissions' && (
        <PermissionDialog
          mode="view"
          value={dialog.role.permissions}
          title={t('rolesAdmin.permissionsOf', { name: dialog.role.name })}
          onCancel={close}
        />
      )}
      {dialog.kind === 'members' && <RoleMembersDrawer role={dialog.role} onClose={close} />}
      <PasswordConfirmDialog
        open={dialog.kind === 'delete'}
        title={dialog.kind === 'delete' ? t('rolesAdmin.deleteTitle', { name: dialog.role.name }) : undefined}
        onCancel={close}
        onConfirmed={() => (dialog.kind === 'delete' ? remove(dialog.role) : undefined)}
      />
    </>
  );
}
