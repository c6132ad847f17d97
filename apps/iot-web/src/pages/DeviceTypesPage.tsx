import { PageTitle } from '@fleetkey/web-kit';
import { DeviceTypeList } from '../features/devtypes/DeviceTypeList';

/** /Home/DeviceTypes: the user's device types. */
export default function DeviceTypesPage() {
  return (
    <>
      <PageTitle titleKey="routes.deviceTypes" />
      <DeviceTypeList />
    </>
  );
}
