import type { EChartsCoreOption } from 'echarts/core';
import { EChartsCanvas } from '@fleetkey/web-kit/charts';
import { echarts } from './echarts';

/** The echarts canvas over the portal's charts (loaded on demand by Chart). */
export default function EChartsView({ option, height }: { option: EChartsCoreOption; height: number }) {
  return <EChartsCanvas echarts={echarts} option={option} height={height} />;
}
