import type { EChartsCoreOption } from 'echarts/core';

/** One line: its name and [time ms, value] points in time order. */
export interface LineSeries {
  name: string;
  points: [number, number][];
  /** Its values are true/false, plotted as 1/0: drawn as steps on an axis and in a tooltip that say so. */
  boolean?: boolean;
}

/** Options of a line chart: a zoom slider, and the time span the axis covers (else the data's own). */
export interface LineChartOptions {
  zoom?: boolean;
  span?: { start: number; end: number };
}

/** How a value reads on screen (useFormatValue): true and false as the console's words. */
export type FormatValue = (value: unknown) => string;

/** What echarts hands an axis tooltip's formatter for each line under the pointer. */
interface AxisTooltipLine {
  marker?: unknown;
  seriesName?: string;
  seriesIndex?: number;
  value?: unknown;
  axisValueLabel?: string;
}

// Point names come from devices: the tooltip is HTML, so they are shown as text.
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The axis tooltip of a chart with boolean lines: each value as the tables show it (是/否, Yes/No). */
function axisTooltip(series: readonly LineSeries[], format: FormatValue) {
  return (lines: AxisTooltipLine | AxisTooltipLine[]) => {
    const all = [lines].flat();
    const rows = all.map(({ marker, seriesName = '', seriesIndex = -1, value }) => {
      const plotted = Array.isArray(value) ? (value as unknown[])[1] : value;
      const shown = series[seriesIndex]?.boolean ? format(plotted === 1) : format(plotted);
      const dot = typeof marker === 'string' ? marker : '';
      return `${dot}${escapeHtml(seriesName)}&nbsp;&nbsp;<b>${escapeHtml(shown)}</b>`;
    });
    return [escapeHtml(all[0]?.axisValueLabel ?? ''), ...rows].join('<br/>');
  };
}

/**
 * A time-axis line chart of several series, with a tooltip and a legend. Boolean lines are steps on an axis
 * of their own that reads 否/是 (No/Yes), beside the numbers' axis when there are numbers too.
 */
export function lineChartOption(
  series: readonly LineSeries[],
  format: FormatValue,
  options: LineChartOptions = {},
) {
  const hasNumbers = series.some((s) => !s.boolean);
  const hasBooleans = series.some((s) => s.boolean);
  const booleanAxis = {
    type: 'value',
    min: 0,
    max: 1,
    interval: 1,
    position: hasNumbers ? 'right' : 'left',
    axisLabel: { formatter: (value: number) => format(value === 1) },
  };
  const yAxis = [
    ...(hasNumbers ? [{ type: 'value', scale: true }] : []),
    ...(hasBooleans ? [booleanAxis] : []),
  ];
  const option: EChartsCoreOption = {
    animation: false,
    tooltip: {
      trigger: 'axis',
      ...(hasBooleans && { formatter: axisTooltip(series, format) }),
    },
    legend: { type: 'scroll', top: 0 },
    grid: {
      left: 48,
      right: hasNumbers && hasBooleans ? 48 : 24,
      top: 36,
      bottom: options.zoom ? 64 : 32,
    },
    // A searched range is shown whole, so a few buckets in 30 days read as such, not as the whole chart.
    xAxis: { type: 'time', min: options.span?.start, max: options.span?.end },
    yAxis,
    dataZoom: options.zoom ? [{ type: 'inside' }, { type: 'slider' }] : [],
    series: series.map((s) => ({
      name: s.name,
      type: 'line',
      showSymbol: s.points.length < 60,
      data: s.points,
      ...(s.boolean && { step: 'end', yAxisIndex: hasNumbers ? 1 : 0 }),
    })),
  };
  return option;
}
