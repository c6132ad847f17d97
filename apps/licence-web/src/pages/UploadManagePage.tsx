import { PageTitle } from '@fleetkey/web-kit';
import { UploadManage } from '../features/awpin/UploadManage';

/** /Home/AWPinManage/UploadManage: files uploaded for development boards. */
export default function UploadManagePage() {
  return (
    <>
      <PageTitle titleKey="routes.uploadManage" />
      <UploadManage />
    </>
  );
}
