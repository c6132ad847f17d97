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

/** An echarts chart. Unit tests mock this module: jsdom has no canvas. */
export function Chart({ option, height = 320, 'data-testid': testId }: ChartProps) {
  return (
    <div data-testid={testId} style={{ minHeight: height }}>
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
