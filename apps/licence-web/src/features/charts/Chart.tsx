import { lazy, Suspense } from 'react';
import { Flex, Spin } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';

// echarts loads with the first chart shown, so the statistics' figures and tables appear without it.
const EChartsView = lazy(() => import('./EChartsView'));

/** An echarts chart. Unit tests mock this module: jsdom has no canvas. */
export function Chart({
  option,
  height = 300,
  'data-testid': testId,
}: {
  option: EChartsCoreOption;
  height?: number;
  'data-testid'?: string;
}) {
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
