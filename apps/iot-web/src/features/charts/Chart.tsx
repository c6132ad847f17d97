import { lazy, Suspense } from 'react';
import { Flex, Spin } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';

// echarts is the largest piece of the console: it loads with the first chart shown, so the tables beside
// the charts appear without waiting for it.
const EChartsView = lazy(() => import('./EChartsView'));

export interface ChartProps {
  option: EChartsCoreOption;
  height?: number;
  'data-testid'?: string;
}

/** The names of a chart's series, for those who cannot see the canvas (screen readers, jsdom). */
function seriesNames(option: EChartsCoreOption): string {
  const series = [option.series ?? []].flat() as { name?: unknown }[];
  return series
    .map((s) => s.name)
    .filter((name): name is string => typeof name === 'string')
    .join(', ');
}

/** An echarts chart, labelled with its series' names. */
export function Chart({ option, height = 320, 'data-testid': testId }: ChartProps) {
  return (
    <div data-testid={testId} role="img" aria-label={seriesNames(option)} style={{ minHeight: height }}>
      <Suspense
        fallback={
          <Flex justify="center" align="center" style={{ height }}>
            <Spin />
          </Flex>
        }
      >
        <EChartsView option={option} height={height} />
      </Suspense>
    </div>
  );
}
