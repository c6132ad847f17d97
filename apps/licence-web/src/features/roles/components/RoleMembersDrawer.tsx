import { useState } from 'react';
import { App, Button, Drawer, Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoleView, UserRoleView } from '@fleetkey/contract';
import { Allowed } from '../../admin-access/Allowed';
import { useAdminGrants } from '../../admin-access/use-admin-grants';
import { useAllRoles } from '../hooks/useRoles';
import { useAdmins, useMemberActions, useRoleLinks } from '../hooks/useRoleMembers';
import { RoleLinksTable, type RoleLinksTexts } from './RoleLinksTable';

/**
 * The administrators linked to a role (the "Members" drawer): with roles:write, link more (chosen from
 * GET /admins, which needs admins:read), move a link to another role or remove it. The server refuses
 * links to roles granting more than the editor holds; its refusal is toasted.
 */
export function RoleMembersDrawer({ role, onClose }: { role: RoleView; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { can } = useAdminGrants();
  const canWrite = can('roles:write');
  const links = useRoleLinks(role.id);
  const admins = useAdmins(canWrite && can('admins:read'));
  const roles = useAllRoles(canWrite);
  const actions = useMemberActions();
  const [chosen, setChosen] = useState<string[]>([]);
  const linked = new Set(links.data?.result.map((link) => link.adminId));

  const addChosen = () =>
    actions.link.mutate(
      { roleId: role.id, adminIds: chosen },
      {
        onSuccess: () => {
          setChosen([]);
          void message.success(t('rolesAdmin.members.linked', { count: chosen.length }));
        },
      },
    );

  const texts: RoleLinksTexts = {
    name: t('rolesAdmin.members.admin'),
    linkedAt: t('rolesAdmin.members.linkedAt'),
    remove: t('rolesAdmin.members.remove'),
    empty: t('rolesAdmin.members.empty'),
    removeConfirm: (link) => t('rolesAdmin.members.removeConfirm', { admin: link.adminName }),
  };
  const moveTo = (link: UserRoleView) => (
    <Select<string>
      size="small"
      style={{ width: 160 }}
      placeholder={t('rolesAdmin.members.moveTo')}
      value={null}
      loading={roles.isPending}
      options={roles.data?.filter((r) => r.id !== role.id).map((r) => ({ value: r.id, label: r.name }))}
      onChange={(roleId) => actions.move.mutate({ id: link.id, roleId })}
      data-testid={`member-move-${link.id}`}
    />
  );

  return (
    <Drawer open size={640} title={t('rolesAdmin.members.title', { name: role.name })} onClose={onClose}>
      <div data-testid="role-members-drawer">
        <Allowed permission="roles:write">
          {can('admins:read') ? (
            <Flex gap={8} style={{ marginBottom: 16 }}>
              <Select<string[]>
                mode="multiple"
                allowClear
                style={{ flex: 1 }}
                value={chosen}
                onChange={setChosen}
                loading={admins.isPending}
                placeholder={t('rolesAdmin.members.choose')}
                optionFilterProp="label"
                options={admins.data?.result
                  .filter((admin) => !linked.has(admin.id))
                  .map((admin) => ({ value: admin.id, label: `${admin.username} (${admin.name})` }))}
                data-testid="role-members-select"
              />
              <Button
                type="primary"
                disabled={chosen.length === 0}
                loading={actions.link.isPending}
                onClick={addChosen}
                data-testid="role-members-add"
              >
                {t('rolesAdmin.members.add')}
              </Button>
            </Flex>
          ) : (
            <Typography.Paragraph type="secondary">
              {t('rolesAdmin.members.needAdminsRead')}
            </Typography.Paragraph>
          )}
        </Allowed>
        <RoleLinksTable
          links={links}
          named="adminName"
          texts={texts}
          canWrite={canWrite}
          removeTestId={(link) => `member-remove-${link.id}`}
          moreActions={moveTo}
          testId="role-members-table"
        />
      </div>
    </Drawer>
  );
}
