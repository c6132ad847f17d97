import { PageTitle } from '@fleetkey/web-kit';
import { useAdminGrants } from '../features/admin-access/use-admin-grants';
import { CouponCentre } from '../features/coupons/CouponCentre';
import { CardAdmin } from '../features/voucher-admin/CardAdmin';

/** /Home/CardVoucher/CardVoucher: the user's own cards by status; for administrators, every user's cards. */
export default function CardVoucherPage() {
  const { isAdmin } = useAdminGrants();
  return (
    <>
      <PageTitle titleKey="routes.cardVoucher" />
      {isAdmin ? <CardAdmin /> : <CouponCentre />}
    </>
  );
}
