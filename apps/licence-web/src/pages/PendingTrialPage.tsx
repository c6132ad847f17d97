import { PageTitle } from '@fleetkey/web-kit';
import { PendingReview } from '../features/review/PendingReview';

/** /Home/PendingTrial/PendingTrial: applications waiting for an administrator's decision. */
export default function PendingTrialPage() {
  return (
    <>
      <PageTitle titleKey="routes.pendingTrial" />
      <PendingReview />
    </>
  );
}
