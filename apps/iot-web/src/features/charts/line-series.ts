import type { EChartsCoreOption } from 'echarts/core';

/** One line: its name and [time ms, value] points in time order. */
export interface LineSeries {
  name: string;
  points: [number, number][];
}

/** Options of a line chart: a zoom slider, and the time span the axis covers (else the data's own). */
export interface LineChartOptions {
  zoom?: boolean;
  span?: { start: number; end: number };
}

/** A time-axis line chart of several series, with a tooltip and a legend. */
export function lineChartOption(series: readonly LineSeries[], options: LineChartOptions = {}) {
  const option: EChartsCoreOption = {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 48, right: 24, top: 36, bottom: options.zoom ? 64 : 32 },
    // A searched range is shown whole, so a few buckets in 30 days read as such, not as the whole chart.
    xAxis: { type: 'time', min: options.span?.start, max: options.span?.end },
    yAxis: { type: 'value', scale: true },
    dataZoom: options.zoom ? [{ type: 'inside' }, { type: 'slider' }] : [],
    series: series.map((s) => ({
      name: s.name,
      type: 'line',
      showSymbol: s.points.length < 60,
      data: s.points,
    })),
  };
  return option;
}
