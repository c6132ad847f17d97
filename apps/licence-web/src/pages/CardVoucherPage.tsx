import { PageTitle } from '@fleetkey/web-kit';
import { CouponCentre } from '../features/coupons/CouponCentre';

/** /Home/CardVoucher/CardVoucher: the user's coupon cards by status. */
export default function CardVoucherPage() {
  return (
    <>
      <PageTitle titleKey="routes.cardVoucher" />
      <CouponCentre />
    </>
  );
}
