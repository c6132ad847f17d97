import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EChartsCoreOption } from 'echarts/core';
import { LazyChart } from './LazyChart';

const OPTION: EChartsCoreOption = { series: [{ name: 'Speed' }, { name: 'Load' }, { type: 'line' }] };

/** A canvas that says what it was given, loaded when `loaded` resolves. */
function viewLoadedBy(loaded: Promise<void>) {
  return lazy(async () => {
    await loaded;
    return {
      default: ({ option, height }: { option: EChartsCoreOption; height: number }) => (
        <output data-testid="view">{`${JSON.stringify(option)} ${height}`}</output>
      ),
    };
  });
}

describe('LazyChart', () => {
  it('shows a spinner until the canvas has loaded, then hands it the option and height', async () => {
    let load = () => undefined as void;
    const View = viewLoadedBy(new Promise<void>((resolve) => (load = resolve)));
    const { container } = render(<LazyChart View={View} option={OPTION} height={240} data-testid="chart" />);
    expect(container.querySelector('.ant-spin')).not.toBeNull();
    expect(screen.queryByTestId('view')).toBeNull();
    load();
    expect((await screen.findByTestId('view')).textContent).toBe(`${JSON.stringify(OPTION)} 240`);
  });

  it("is labelled with its series' names for those who cannot see the canvas", () => {
    render(
      <LazyChart
        View={viewLoadedBy(new Promise(() => undefined))}
        option={OPTION}
        height={240}
        data-testid="chart"
      />,
    );
    const chart = screen.getByTestId('chart');
    expect(chart.getAttribute('role')).toBe('img');
    expect(chart.getAttribute('aria-label')).toBe('Speed, Load');
    expect(chart.style.minHeight).toBe('240px');
  });
});
