import { PageTitle } from '@fleetkey/web-kit';
import { FundAdmin } from '../features/fund-admin/FundAdmin';

/** /Home/OrderManage/OrderManage: funds pay orders, refunds, accounts and adjustments; licence orders. */
export default function OrderManagePage() {
  return (
    <>
      <PageTitle titleKey="routes.orderManage" />
      <FundAdmin />
    </>
  );
}
