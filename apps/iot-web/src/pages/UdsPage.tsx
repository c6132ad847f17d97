import { PageTitle } from '@fleetkey/web-kit';
import { UdsScreen } from '../features/uds/UdsScreen';

/** /Home/Uds: devices' diagnostic trouble codes (read, clear, answers) and the DTC catalogue. */
export default function UdsPage() {
  return (
    <>
      <PageTitle titleKey="routes.uds" />
      <UdsScreen />
    </>
  );
}
