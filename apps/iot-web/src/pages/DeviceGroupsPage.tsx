import { PageTitle } from '@fleetkey/web-kit';
import { DeviceGroupList } from '../features/device-groups/DeviceGroupList';

/** /Home/DeviceGroups: the user's device groups and their members. */
export default function DeviceGroupsPage() {
  return (
    <>
      <PageTitle titleKey="routes.deviceGroups" />
      <DeviceGroupList />
    </>
  );
}
