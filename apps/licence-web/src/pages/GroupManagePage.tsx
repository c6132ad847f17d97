import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@fleetkey/web-kit';
import { useAdminGrants } from '../features/admin-access/use-admin-grants';
import { AdminAccounts } from '../features/roles/AdminAccounts';
import { RoleManage } from '../features/roles/RoleManage';

/**
 * /Home/groupManage/groupManage: roles (groups), their permissions and their administrators; and, for those
 * who may read administrators, the administrators' accounts (`?tab=admins`).
 */
export default function GroupManagePage() {
  const { t } = useTranslation();
  const { can } = useAdminGrants();
  const [params, setParams] = useSearchParams();
  const tab = (key: string, label: string) => <span data-testid={`group-tab-${key}`}>{label}</span>;
  return (
    <>
      <PageTitle titleKey="routes.groupManage" />
      <Tabs
        activeKey={params.get('tab') ?? 'roles'}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'roles', label: tab('roles', t('rolesAdmin.tabs.roles')), children: <RoleManage /> },
          ...(can('admins:read')
            ? [
                {
                  key: 'admins',
                  label: tab('admins', t('rolesAdmin.tabs.admins')),
                  children: <AdminAccounts />,
                },
              ]
            : []),
        ]}
      />
    </>
  );
}
