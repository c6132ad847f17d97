import { useTranslation } from 'react-i18next';
import { Chart } from '../../charts/Chart';
import { NoData } from '../../common/NoData';
import type { UsageDay } from '../usage-days';
import { usageChartOption } from '../usage-days';

/** Messages and points per day of a bill's month. */
export function UsageChart({ days }: { days: readonly UsageDay[] }) {
  const { t } = useTranslation();
  if (days.every((day) => day.messages === 0 && day.points === 0)) return <NoData />;
  return (
    <Chart
      data-testid="bill-usage-chart"
      height={260}
      option={usageChartOption(days, { messages: t('bills.messages'), points: t('bills.points') })}
    />
  );
}
