import { describe, expect, it } from 'vitest';
import { formatValue } from '../common/format';
import { lineChartOption, type LineSeries } from './line-series';

const english = (value: unknown) => formatValue(value, { yes: 'Yes', no: 'No' });
const chinese = (value: unknown) => formatValue(value, { yes: '是', no: '否' });

const DOOR: LineSeries = {
  name: 'doorOpen',
  points: [
    [1000, 0],
    [2000, 1],
  ],
  boolean: true,
};
const TEMPERATURE: LineSeries = {
  name: 'temperature',
  points: [
    [1000, 21.5],
    [2000, 22.25],
  ],
};

interface Axis {
  position?: string;
  min?: number;
  max?: number;
  axisLabel?: { formatter?: (value: number) => string };
}
interface Series {
  step?: string;
  yAxisIndex?: number;
}
type Tooltip = {
  trigger: string;
  formatter?: (
    lines: {
      marker: string;
      seriesName: string;
      seriesIndex: number;
      value: unknown;
      axisValueLabel: string;
    }[],
  ) => string;
};

const parts = (option: ReturnType<typeof lineChartOption>) => ({
  yAxis: option.yAxis as Axis[],
  series: option.series as Series[],
  tooltip: option.tooltip as Tooltip,
});

describe('line chart option', () => {
  it('draws a boolean line as steps on an axis labelled with the console’s words', () => {
    const { yAxis, series } = parts(lineChartOption([DOOR], chinese));
    expect(yAxis).toHaveLength(1);
    expect(yAxis[0]).toMatchObject({ min: 0, max: 1, position: 'left' });
    expect([0, 1].map((value) => yAxis[0]?.axisLabel?.formatter?.(value))).toEqual(['否', '是']);
    expect(series[0]).toMatchObject({ step: 'end', yAxisIndex: 0 });
  });

  it('puts boolean lines on their own right-hand axis beside the numbers', () => {
    const { yAxis, series } = parts(lineChartOption([TEMPERATURE, DOOR], english));
    expect(yAxis).toHaveLength(2);
    expect(yAxis[0]?.axisLabel).toBeUndefined();
    expect(yAxis[1]).toMatchObject({ position: 'right' });
    expect(yAxis[1]?.axisLabel?.formatter?.(1)).toBe('Yes');
    expect(series[0]?.step).toBeUndefined();
    expect(series[0]?.yAxisIndex).toBeUndefined();
    expect(series[1]).toMatchObject({ step: 'end', yAxisIndex: 1 });
  });

  it('words the boolean values in the tooltip, numbers as the tables show them, names as text', () => {
    const named: LineSeries = { ...DOOR, name: 'door<b>' };
    const { tooltip } = parts(lineChartOption([TEMPERATURE, named], english));
    const html = tooltip.formatter?.([
      {
        marker: '●',
        seriesName: 'temperature',
        seriesIndex: 0,
        value: [2000, 22.25],
        axisValueLabel: '12:00',
      },
      { marker: '●', seriesName: 'door<b>', seriesIndex: 1, value: [2000, 1], axisValueLabel: '12:00' },
    ]);
    expect(html).toBe(
      '12:00<br/>●temperature&nbsp;&nbsp;<b>22.25</b><br/>●door&#60;b&#62;&nbsp;&nbsp;<b>Yes</b>',
    );
    const off = tooltip.formatter?.([
      { marker: '●', seriesName: 'door<b>', seriesIndex: 1, value: [1000, 0], axisValueLabel: '11:00' },
    ]);
    expect(off).toContain('<b>No</b>');
  });

  it('leaves a chart of numbers alone: one scaled axis and echarts’ own tooltip', () => {
    const { yAxis, series, tooltip } = parts(lineChartOption([TEMPERATURE], english));
    expect(yAxis).toEqual([{ type: 'value', scale: true }]);
    expect(series[0]?.step).toBeUndefined();
    expect(tooltip.formatter).toBeUndefined();
  });
});
