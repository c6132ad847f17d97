import { PageTitle } from '@fleetkey/web-kit';
import { ExaminedReview } from '../features/review/ExaminedReview';

/** /Home/Examined/Examined: decided applications and their examination records. */
export default function ExaminedPage() {
  return (
    <>
      <PageTitle titleKey="routes.examined" />
      <ExaminedReview />
    </>
  );
}
