import { PageTitle } from '@fleetkey/web-kit';
import { OrderAdmin } from '../features/order-admin/OrderAdmin';

/** /Home/OrderManage/OrderManage: every user's orders and their state. */
export default function OrderManagePage() {
  return (
    <>
      <PageTitle titleKey="routes.orderManage" />
      <OrderAdmin />
    </>
  );
}
