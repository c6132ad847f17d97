import { useState } from 'react';
import { App, Button, Drawer, Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminView } from '@fleetkey/contract';
import { useAdminGrants } from '../../admin-access/use-admin-grants';
import { useAllRoles } from '../hooks/useRoles';
import { useAdminRoleLinks, useMemberActions } from '../hooks/useRoleMembers';
import { RoleLinksTable, type RoleLinksTexts } from './RoleLinksTable';

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

  const texts: RoleLinksTexts = {
    name: t('rolesAdmin.adminRoles.role'),
    linkedAt: t('rolesAdmin.adminRoles.linkedAt'),
    remove: t('rolesAdmin.adminRoles.remove'),
    empty: t('rolesAdmin.adminRoles.empty'),
    removeConfirm: (link) => t('rolesAdmin.adminRoles.removeConfirm', { role: link.roleName }),
  };

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
        <RoleLinksTable
          links={links}
          named="roleName"
          texts={texts}
          canWrite={canWrite}
          removeTestId={(link) => `admin-role-remove-${link.roleName}`}
          testId="admin-roles-table"
        />
      </div>
    </Drawer>
  );
}
