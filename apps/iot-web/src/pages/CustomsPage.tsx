import { PageTitle } from '@fleetkey/web-kit';
import { CustomsEditor } from '../features/customs/CustomsEditor';

/** /Home/Customs: display templates and command panels per device type and app. */
export default function CustomsPage() {
  return (
    <>
      <PageTitle titleKey="routes.customs" />
      <CustomsEditor />
    </>
  );
}
