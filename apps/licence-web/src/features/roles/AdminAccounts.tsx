import { useState } from 'react';
import { App, Button, Flex, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AdminView } from '@fleetkey/contract';
import { QueryError, useErrorText, useSession } from '@fleetkey/web-kit';
import { Allowed } from '../admin-access/Allowed';
import { PasswordConfirmDialog } from '../admin-access/PasswordConfirmDialog';
import { useAdminGrants } from '../admin-access/use-admin-grants';
import { formatDateTime } from '../common/format';
import { ListTable, browserPageOf } from '../common/ListTable';
import { SearchBox } from '../common/SearchBox';
import { AdminCreateDialog } from './components/AdminCreateDialog';
import { AdminPasswordResetDialog } from './components/AdminPasswordResetDialog';
import { AdminRolesDrawer } from './components/AdminRolesDrawer';
import { useAdminAccountActions } from './hooks/useAdminAccounts';
import { useAdmins } from './hooks/useRoleMembers';

type Dialog = { kind: 'none' | 'new' } | { kind: 'reset' | 'delete' | 'roles'; admin: AdminView };

/**
 * The administrators (GET /admins), searched by name: who they are, whether they may sign in, when they last did. With
 * admins:write: a new one, and another one disabled or enabled, given a new initial password or deleted (the
 * deletion asks for one's own password first). One's own row and, for a governed administrator, the super
 * administrators' rows offer no action: the server refuses them too. With roles:read, each governed
 * administrator's roles open in a drawer (given and taken away there with roles:write).
 */
export function AdminAccounts() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const { user } = useSession();
  const { can } = useAdminGrants();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const list = useAdmins(true);
  const actions = useAdminAccountActions();
  const close = () => setDialog({ kind: 'none' });
  // The list is short (tens of accounts): the browser filters it as the search box says.
  const matches = (admin: AdminView) =>
    admin.username.toLowerCase().includes(search) || admin.name.toLowerCase().includes(search);
  const shown = {
    isFetching: list.isFetching,
    data: list.data && { ...list.data, result: list.data.result.filter(matches) },
  };
  const iAmSuper = list.data?.result.find((admin) => admin.id === user?.id)?.superAdmin === true;
  const refused = (error: unknown) => void modal.error({ title: errorText(error) });

  /** Why this row offers no action, if it does not. */
  const lockedBecause = (admin: AdminView): string | null => {
    if (admin.id === user?.id) return t('rolesAdmin.accounts.ownHint');
    if (admin.superAdmin && !iAmSuper) return t('rolesAdmin.accounts.superOnly');
    return null;
  };

  const setDisabled = (admin: AdminView, disabled: boolean) =>
    actions.setDisabled.mutate(
      { admin, disabled },
      {
        onSuccess: () =>
          void message.success(
            t(disabled ? 'rolesAdmin.accounts.disabledDone' : 'rolesAdmin.accounts.enabledDone', {
              username: admin.username,
            }),
          ),
        onError: refused,
      },
    );

  const remove = (admin: AdminView) => {
    close();
    actions.remove.mutate(admin, {
      onSuccess: () =>
        void message.success(t('rolesAdmin.accounts.deletedDone', { username: admin.username })),
      onError: refused,
    });
  };

  const status = (admin: AdminView) => (
    <Space size={4} wrap>
      {admin.superAdmin ? (
        <Tag color="gold">{t('rolesAdmin.accounts.super')}</Tag>
      ) : (
        <Tag>{t('rolesAdmin.accounts.governed')}</Tag>
      )}
      {admin.disabled ? (
        <Tag color="red">{t('rolesAdmin.accounts.disabled')}</Tag>
      ) : (
        <Tag color="green">{t('rolesAdmin.accounts.active')}</Tag>
      )}
      {admin.mustChangePassword && <Tag color="orange">{t('rolesAdmin.accounts.mustChange')}</Tag>}
    </Space>
  );

  const rowActions = (admin: AdminView) => {
    const locked = lockedBecause(admin);
    if (locked !== null) return <Tooltip title={locked}>—</Tooltip>;
    return (
      <Space size={0}>
        {admin.disabled ? (
          <Button
            size="small"
            type="link"
            onClick={() => setDisabled(admin, false)}
            data-testid={`admin-enable-${admin.username}`}
          >
            {t('rolesAdmin.accounts.enable')}
          </Button>
        ) : (
          <Popconfirm
            title={t('rolesAdmin.accounts.confirmDisable', { username: admin.username })}
            okText={t('rolesAdmin.accounts.disable')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true, 'data-testid': 'admin-disable-confirm' }}
            onConfirm={() => setDisabled(admin, true)}
          >
            <Button size="small" type="link" danger data-testid={`admin-disable-${admin.username}`}>
              {t('rolesAdmin.accounts.disable')}
            </Button>
          </Popconfirm>
        )}
        <Button
          size="small"
          type="link"
          onClick={() => setDialog({ kind: 'reset', admin })}
          data-testid={`admin-reset-${admin.username}`}
        >
          {t('rolesAdmin.accounts.resetPassword')}
        </Button>
        <Button
          size="small"
          type="link"
          danger
          onClick={() => setDialog({ kind: 'delete', admin })}
          data-testid={`admin-delete-${admin.username}`}
        >
          {t('rolesAdmin.accounts.delete')}
        </Button>
      </Space>
    );
  };

  const columns: TableColumnsType<AdminView> = [
    {
      key: 'username',
      title: t('rolesAdmin.admin.username'),
      width: 240,
      render: (_, admin) => (
        <Flex vertical>
          <Space size={4}>
            {admin.username}
            {admin.id === user?.id && <Tag>{t('rolesAdmin.accounts.you')}</Tag>}
          </Space>
          {admin.name !== admin.username && (
            <Typography.Text type="secondary" ellipsis={{ tooltip: admin.name }}>
              {admin.name}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('rolesAdmin.accounts.status'),
      width: 330,
      render: (_, admin) => status(admin),
    },
    {
      key: 'lastLoginAt',
      title: t('rolesAdmin.accounts.lastLoginAt'),
      width: 170,
      render: (_, admin) =>
        admin.lastLoginAt === null ? t('rolesAdmin.accounts.never') : formatDateTime(admin.lastLoginAt),
    },
    ...(can('roles:read')
      ? [
          {
            key: 'roles',
            width: 110,
            title: t('rolesAdmin.adminRoles.role'),
            render: (_: unknown, admin: AdminView) =>
              admin.superAdmin ? (
                <Tooltip title={t('rolesAdmin.adminRoles.superHint')}>—</Tooltip>
              ) : (
                <Button
                  size="small"
                  type="link"
                  style={{ paddingInline: 0 }}
                  onClick={() => setDialog({ kind: 'roles', admin })}
                  data-testid={`admin-roles-${admin.username}`}
                >
                  {t('rolesAdmin.adminRoles.open')}
                </Button>
              ),
          },
        ]
      : []),
    ...(can('admins:write')
      ? [
          {
            key: 'actions',
            fixed: 'right' as const,
            width: 250,
            title: t('rolesAdmin.actions'),
            render: (_: unknown, admin: AdminView) => rowActions(admin),
          },
        ]
      : []),
  ];

  return (
    <>
      <Flex wrap gap={12} justify="space-between" style={{ marginBottom: 16 }}>
        <SearchBox
          placeholder={t('rolesAdmin.accounts.searchPlaceholder')}
          testId="admin-search"
          onSearch={(text) => {
            setSearch(text.toLowerCase());
            setPage(1);
          }}
        />
        <Allowed permission="admins:write">
          <Button
            type="primary"
            icon={<UserAddOutlined />}
            onClick={() => setDialog({ kind: 'new' })}
            data-testid="admin-new"
          >
            {t('rolesAdmin.admin.new')}
          </Button>
        </Allowed>
      </Flex>
      <QueryError query={list} />
      <ListTable<AdminView>
        testId="admin-table"
        {...browserPageOf(shown, page, setPage)}
        emptyText={t(search ? 'rolesAdmin.accounts.noMatch' : 'rolesAdmin.accounts.empty')}
        columns={columns}
      />
      {dialog.kind === 'new' && <AdminCreateDialog onClose={close} />}
      {dialog.kind === 'reset' && <AdminPasswordResetDialog admin={dialog.admin} onClose={close} />}
      {dialog.kind === 'roles' && <AdminRolesDrawer admin={dialog.admin} onClose={close} />}
      <PasswordConfirmDialog
        open={dialog.kind === 'delete'}
        title={
          dialog.kind === 'delete'
            ? t('rolesAdmin.accounts.confirmDelete', { username: dialog.admin.username })
            : undefined
        }
        onCancel={close}
        onConfirmed={() => (dialog.kind === 'delete' ? remove(dialog.admin) : undefined)}
      />
    </>
  );
}
