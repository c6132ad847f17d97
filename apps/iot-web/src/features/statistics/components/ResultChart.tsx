import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StatisticExampleView, StatisticResultView } from '@fleetkey/contract';
import { Chart } from '../../charts/Chart';
import { NoData } from '../../common/NoData';
import { resultChartOption, resultSeries } from '../result-series';

/** Each device's value over the example's windows, or "no data". */
export function ResultChart({
  results,
  example,
  loading,
}: {
  results: readonly StatisticResultView[] | undefined;
  example: StatisticExampleView | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const series = example && resultSeries(results ?? [], example.window, example.timeZone);
  const lines = series?.devices.length ?? 0;
  return (
    <Card size="small" title={t('statistics.results.chartTitle')} loading={loading && !results}>
      {/* The number of lines, for a browser test (a canvas cannot be read). */}
      <div data-testid="result-chart" data-series={lines}>
        {series && lines > 0 ? <Chart option={resultChartOption(series)} height={300} /> : <NoData />}
      </div>
    </Card>
  );
}
