import { PageTitle } from '@fleetkey/web-kit';
import { CommonFiles } from '../features/customs/CommonFiles';

/** /Home/CommonFiles: the account's shared files (manuals, images, configuration files). */
export default function CommonFilesPage() {
  return (
    <>
      <PageTitle titleKey="routes.commonFiles" />
      <CommonFiles />
    </>
  );
}
