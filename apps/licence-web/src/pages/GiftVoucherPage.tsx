import { PageTitle } from '@fleetkey/web-kit';
import { GiftVoucher } from '../features/voucher-admin/GiftVoucher';

/** /Home/GiftVoucher/GiftVoucher: batches of cards, made and issued by administrators. */
export default function GiftVoucherPage() {
  return (
    <>
      <PageTitle titleKey="routes.giftVoucher" />
      <GiftVoucher />
    </>
  );
}
