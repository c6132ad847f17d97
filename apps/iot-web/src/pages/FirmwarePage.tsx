import { PageTitle } from '@fleetkey/web-kit';
import { FirmwareScreen } from '../features/firmware/FirmwareScreen';

/** /Home/Firmware: firmware versions per device type, and their rollouts. */
export default function FirmwarePage() {
  return (
    <>
      <PageTitle titleKey="routes.firmware" />
      <FirmwareScreen />
    </>
  );
}
