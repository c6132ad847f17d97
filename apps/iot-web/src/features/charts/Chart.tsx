import { lazy } from 'react';
import { LazyChart, type ChartProps } from '@fleetkey/web-kit/charts';

// The console's echarts canvas, loaded with the first chart shown.
const EChartsView = lazy(() => import('./EChartsView'));

/** An echarts chart, 320 px high unless told. */
export function Chart({ height = 320, ...chart }: ChartProps) {
  return <LazyChart View={EChartsView} height={height} {...chart} />;
}
