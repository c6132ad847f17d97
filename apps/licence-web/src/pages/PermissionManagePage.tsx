import { PageTitle } from '@fleetkey/web-kit';
import { PermissionManage } from '../features/permissions/PermissionManage';

/** /Home/permissionManage/permissionManage: the permission catalogue. */
export default function PermissionManagePage() {
  return (
    <>
      <PageTitle titleKey="routes.permissionManage" />
      <PermissionManage />
    </>
  );
}
