import { PageTitle } from '@fleetkey/web-kit';
import { BillsScreen } from '../features/funds/BillsScreen';

/** /Home/Bills: monthly bills with their device lines, usage per day and a print view. */
export default function BillsPage() {
  return (
    <>
      <PageTitle titleKey="routes.bills" />
      <BillsScreen />
    </>
  );
}
