import { PageTitle } from '@fleetkey/web-kit';
import { RoleManage } from '../features/roles/RoleManage';

/** /Home/groupManage/groupManage: roles (groups), their permissions and their administrators. */
export default function GroupManagePage() {
  return (
    <>
      <PageTitle titleKey="routes.groupManage" />
      <RoleManage />
    </>
  );
}
