import { PageTitle } from '@fleetkey/web-kit';
import { PinManage } from '../features/awpin/PinManage';

/** /Home/AWPinManage/PinManage: board models' pin maps. */
export default function PinManagePage() {
  return (
    <>
      <PageTitle titleKey="routes.pinManage" />
      <PinManage />
    </>
  );
}
