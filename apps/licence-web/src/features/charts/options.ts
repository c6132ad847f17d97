import type { EChartsCoreOption } from 'echarts/core';

// The statistics are figures read at a glance, redrawn whole when the range changes: drawn at once, not
// animated in (an animation also left screenshots of half-drawn charts).
const STILL = { animation: false } as const;

/** Counts under labels, as the statistics answer them. */
export interface Counted {
  label: string;
  uses: number;
}

/** A bar chart of counts, one bar per label, named `name` in the tooltip. */
export function barOption(rows: readonly Counted[], name: string, horizontal = false): EChartsCoreOption {
  const labels = rows.map((row) => row.label);
  const category = { type: 'category', data: labels, axisLabel: { interval: 0, hideOverlap: true } };
  const value = { type: 'value', minInterval: 1 };
  return {
    ...STILL,
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    xAxis: horizontal ? value : category,
    yAxis: horizontal ? { ...category, inverse: true } : value,
    series: [{ type: 'bar', name, data: rows.map((row) => row.uses), barMaxWidth: 28 }],
  };
}

/** A line of counts per day. */
export function lineOption(rows: readonly Counted[], name: string): EChartsCoreOption {
  return {
    ...STILL,
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: rows.map((row) => row.label), boundaryGap: false },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ type: 'line', name, data: rows.map((row) => row.uses), smooth: true, areaStyle: {} }],
  };
}

/** A pie of counts (labels with none left out). */
export function pieOption(rows: readonly Counted[], name: string): EChartsCoreOption {
  return {
    ...STILL,
    tooltip: { trigger: 'item' },
    legend: { type: 'scroll', bottom: 0 },
    series: [
      {
        type: 'pie',
        name,
        radius: ['35%', '65%'],
        data: rows.filter((row) => row.uses > 0).map((row) => ({ name: row.label, value: row.uses })),
      },
    ],
  };
}
