// @fleetkey/web-kit/charts: the consoles' echarts charts, apart from the main entry so that only the
// screens that draw a chart bring echarts in.

/** An echarts canvas in the console's language, over the console's own echarts registry. */
export { EChartsCanvas } from './EChartsCanvas';
/** A chart whose canvas loads with the first chart shown, labelled with its series' names. */
export { LazyChart } from './LazyChart';
export type { ChartProps } from './LazyChart';
