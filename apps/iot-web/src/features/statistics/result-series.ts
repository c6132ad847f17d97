import type { EChartsCoreOption } from 'echarts/core';
import type { StatisticResultView, StatisticWindow } from '@fleetkey/contract';
import { formatInZone } from '../tasks/task-schedule';

/** The chart's data: the windows in order (named in the example's zone), and each device's value in each. */
export interface ResultSeries {
  windows: string[];
  devices: { name: string; values: (number | null)[] }[];
}

/** A window's name on the axis: its start as the example's zone shows it (the date alone past hours). */
export function windowLabel(start: number, window: StatisticWindow, zone: string): string {
  const text = formatInZone(start, zone);
  return window === 'hour' ? text : text.slice(0, 10);
}

/**
 * One line per device over the windows that have any result. The axis names windows, not moments: an
 * echarts time axis would read them in the browser's zone, where a Shanghai day starts at 16:00 the day
 * before. A device without a result in a window leaves a gap there.
 */
export function resultSeries(
  results: readonly StatisticResultView[],
  window: StatisticWindow,
  zone: string,
): ResultSeries {
  const starts = [...new Set(results.map((r) => r.windowStart))].sort((a, b) => a - b);
  const index = new Map(starts.map((start, i) => [start, i]));
  const byDevice = new Map<string, (number | null)[]>();
  for (const result of results) {
    const values = byDevice.get(result.devid) ?? starts.map(() => null);
    values[index.get(result.windowStart) ?? 0] = result.value;
    byDevice.set(result.devid, values);
  }
  return {
    windows: starts.map((start) => windowLabel(start, window, zone)),
    devices: [...byDevice.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, values]) => ({ name, values })),
  };
}

/** Whether a value stands alone (no value in the window before or after): a line cannot draw it. */
function hasLoneValue(values: readonly (number | null)[]): boolean {
  return values.some((value, i) => value !== null && values[i - 1] == null && values[i + 1] == null);
}

/**
 * A line chart over the windows, with a tooltip, a legend and a zoom slider. Past 60 windows points are
 * drawn as a line alone, but a device with a value standing alone keeps its points, or it would not show.
 */
export function resultChartOption({ windows, devices }: ResultSeries): EChartsCoreOption {
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 48, right: 24, top: 36, bottom: 72 },
    xAxis: { type: 'category', data: windows },
    yAxis: { type: 'value', scale: true },
    // The slider sits below the window names, not over them.
    dataZoom: [{ type: 'inside' }, { type: 'slider', bottom: 8, height: 24 }],
    series: devices.map((device) => ({
      name: device.name,
      type: 'line',
      showSymbol: windows.length < 60 || hasLoneValue(device.values),
      data: device.values,
    })),
  };
}
