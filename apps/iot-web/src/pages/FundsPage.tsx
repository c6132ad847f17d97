import { PageTitle } from '@fleetkey/web-kit';
import { FundsScreen } from '../features/funds/FundsScreen';

/** /Home/Billing: the funds account — balances, recharge, refunds, payment password, ledger and orders. */
export default function FundsPage() {
  return (
    <>
      <PageTitle titleKey="routes.billing" />
      <FundsScreen />
    </>
  );
}
