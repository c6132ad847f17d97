import { Suspense, type ComponentType } from 'react';
import { Flex, Spin } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';

/** A console's chart: what to draw, how tall, and its test id. */
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

/**
 * A chart drawn by the console's echarts canvas `View`, loaded on demand (React.lazy): echarts is the
 * largest piece of a console, so it loads with the first chart shown and the tables beside the charts
 * appear without waiting for it. Labelled with its series' names.
 */
export function LazyChart({
  View,
  option,
  height,
  'data-testid': testId,
}: Required<Pick<ChartProps, 'height'>> &
  ChartProps & { View: ComponentType<{ option: EChartsCoreOption; height: number }> }) {
  return (
    <div data-testid={testId} role="img" aria-label={seriesNames(option)} style={{ minHeight: height }}>
      <Suspense
        fallback={
          <Flex justify="center" align="center" style={{ height }}>
            <Spin />
          </Flex>
        }
      >
        <View option={option} height={height} />
      </Suspense>
    </div>
  );
}
