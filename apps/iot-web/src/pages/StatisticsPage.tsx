import { PageTitle } from '@fleetkey/web-kit';
import { StatisticsScreen } from '../features/statistics/StatisticsScreen';

/** /Home/Statistics: algorithms, examples with their schedule, and results with a chart and CSV. */
export default function StatisticsPage() {
  return (
    <>
      <PageTitle titleKey="routes.statistics" />
      <StatisticsScreen />
    </>
  );
}
