import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StatisticResultView } from '@fleetkey/contract';
import { Chart } from '../../charts/Chart';
import { lineChartOption } from '../../charts/line-series';
import { NoData } from '../../common/NoData';
import { resultSeries } from '../result-series';

/** Each device's value over the windows (at each window's start), or "no data". */
export function ResultChart({
  results,
  loading,
}: {
  results: readonly StatisticResultView[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const series = resultSeries(results ?? []);
  return (
    <Card size="small" title={t('statistics.results.chartTitle')} loading={loading && !results}>
      {/* The number of lines, for a browser test (a canvas cannot be read). */}
      <div data-testid="result-chart" data-series={series.length}>
        {series.length === 0 ? (
          <NoData />
        ) : (
          <Chart option={lineChartOption(series, { zoom: true })} height={300} />
        )}
      </div>
    </Card>
  );
}
