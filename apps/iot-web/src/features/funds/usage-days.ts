import type { EChartsCoreOption } from 'echarts/core';
import type { DeviceUsageView } from '@fleetkey/contract';

/** One day of a month's usage, summed over the devices. */
export interface UsageDay {
  day: string;
  messages: number;
  points: number;
}

/** Days in a YYYY-MM month (the calendar's, whatever the zone). */
function daysIn(period: string): number {
  const [year = 0, month = 0] = period.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Every day of the month (`YYYY-MM-DD`) with the messages and points of the usage rows of that day. */
export function usageByDay(rows: readonly DeviceUsageView[], period: string): UsageDay[] {
  const days = Array.from({ length: daysIn(period) }, (_, index) => ({
    day: `${period}-${String(index + 1).padStart(2, '0')}`,
    messages: 0,
    points: 0,
  }));
  const byDay = new Map(days.map((entry) => [entry.day, entry]));
  for (const row of rows) {
    const entry = byDay.get(row.day);
    if (!entry) continue;
    entry.messages += row.messages;
    entry.points += row.points;
  }
  return days;
}

/** A chart of messages and points per day of the month. */
export function usageChartOption(days: readonly UsageDay[], names: { messages: string; points: string }) {
  const option: EChartsCoreOption = {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 56, right: 24, top: 36, bottom: 32 },
    xAxis: { type: 'category', data: days.map((entry) => entry.day.slice(8)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: names.messages, type: 'line', areaStyle: {}, data: days.map((entry) => entry.messages) },
      { name: names.points, type: 'line', data: days.map((entry) => entry.points) },
    ],
  };
  return option;
}
