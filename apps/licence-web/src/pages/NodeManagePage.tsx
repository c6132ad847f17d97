import { PageTitle } from '@fleetkey/web-kit';
import { NodeManage } from '../features/nodes/NodeManage';

/** /Home/NodeManage/nodeManage: AWFlow nodes. */
export default function NodeManagePage() {
  return (
    <>
      <PageTitle titleKey="routes.nodeManage" />
      <NodeManage />
    </>
  );
}
