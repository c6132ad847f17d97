import { lazy } from 'react';
import { LazyChart, type ChartProps } from '@fleetkey/web-kit/charts';

// The portal's echarts canvas, loaded with the first chart shown.
const EChartsView = lazy(() => import('./EChartsView'));

/** An echarts chart, 300 px high unless told. */
export function Chart({ height = 300, ...chart }: ChartProps) {
  return <LazyChart View={EChartsView} height={height} {...chart} />;
}
