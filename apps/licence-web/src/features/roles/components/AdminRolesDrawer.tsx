import { useState } from 'react';
import { App, Button, Drawer, Flex, Popconfirm, Select, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminView, UserRoleView } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { useAdminGrants } from '../../admin-access/use-admin-grants';
import { formatDateTime } from '../../common/format';
import { useAllRoles } from '../hooks/useRoles';
import { useAdminRoleLinks, useMemberActions } from '../hooks/useRoleMembers';

/**
 * The roles given to one administrator, from the administrators list: with roles:write, give another
 * (POST /user_roles) or take one away. The server refuses roles granting more than the editor holds; its
 * refusal is toasted.
 */
export function AdminRolesDrawer({ admin, onClose }: { admin: AdminView; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canWrite = useAdminGrants().can('roles:write');
  const links = useAdminRoleLinks(admin.id);
  const roles = useAllRoles(canWrite);
  const actions = useMemberActions();
  const [chosen, setChosen] = useState<string | null>(null);
  const held = new Set(links.data?.result.map((link) => link.roleId));

  const give = (roleId: string) =>
    actions.give.mutate(
      { adminId: admin.id, roleId },
      {
        onSuccess: (link) => {
          setChosen(null);
          void message.success(
            t('rolesAdmin.adminRoles.given', { role: link.roleName, username: admin.username }),
          );
        },
      },
    );

  const columns: TableColumnsType<UserRoleView> = [
    { key: 'role', title: t('rolesAdmin.adminRoles.role'), dataIndex: 'roleName' },
    {
      key: 'linkedAt',
      title: t('rolesAdmin.adminRoles.linkedAt'),
      render: (_, link) => formatDateTime(link.createdAt),
    },
  ];
  if (canWrite)
    columns.push({
      key: 'actions',
      title: t('rolesAdmin.actions'),
      render: (_, link) => (
        <Popconfirm
          title={t('rolesAdmin.adminRoles.removeConfirm', { role: link.roleName })}
          okText={t('common.ok')}
          cancelText={t('common.cancel')}
          onConfirm={() => actions.unlink.mutate(link.id)}
        >
          <Button size="small" type="link" danger data-testid={`admin-role-remove-${link.roleName}`}>
            {t('rolesAdmin.adminRoles.remove')}
          </Button>
        </Popconfirm>
      ),
    });

  return (
    <Drawer
      open
      size={560}
      title={t('rolesAdmin.adminRoles.title', { username: admin.username })}
      onClose={onClose}
    >
      <div data-testid="admin-roles-drawer">
        {canWrite && (
          <Flex gap={8} style={{ marginBottom: 16 }}>
            <Select<string>
              showSearch={{ optionFilterProp: 'label' }}
              style={{ flex: 1 }}
              value={chosen}
              onChange={setChosen}
              loading={roles.isPending}
              placeholder={t('rolesAdmin.adminRoles.choose')}
              options={roles.data
                ?.filter((role) => !held.has(role.id))
                .map((role) => ({ value: role.id, label: role.name }))}
              data-testid="admin-roles-select"
            />
            <Button
              type="primary"
              disabled={chosen === null}
              loading={actions.give.isPending}
              onClick={() => chosen !== null && give(chosen)}
              data-testid="admin-roles-give"
            >
              {t('rolesAdmin.adminRoles.give')}
            </Button>
          </Flex>
        )}
        <QueryError query={links} />
        <Table<UserRoleView>
          rowKey="id"
          size="small"
          loading={links.isFetching}
          dataSource={links.data?.result}
          columns={columns}
          locale={{ emptyText: t('rolesAdmin.adminRoles.empty') }}
          data-testid="admin-roles-table"
        />
      </div>
    </Drawer>
  );
}
