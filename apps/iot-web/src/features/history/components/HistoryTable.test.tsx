import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TelemetryRow } from '@fleetkey/contract';
import { renderIot } from '../../../test/render-iot';
import { HistoryTable } from './HistoryTable';

const rows: TelemetryRow[] = [{ time: Date.UTC(2025, 2, 31, 6), isodate: '', temp: 21.456, rpm: 900 }];

const headers = () =>
  Array.from(screen.getByTestId('history-table').querySelectorAll('th'), (th) => th.textContent).slice(1);

describe('the history table', () => {
  it("shows the points as the type's display template does: its order, labels, decimals and units", () => {
    renderIot(
      <HistoryTable
        rows={rows}
        points={['temp', 'rpm']}
        template={{
          points: [
            { name: 'temp', label: 'Temperature', unit: '°C', decimals: 1, order: 2 },
            { name: 'rpm', label: 'Speed', unit: 'rpm', order: 1 },
          ],
        }}
      />,
    );
    expect(headers()).toEqual(['Speed', 'Temperature']);
    expect(screen.getByText('21.5 °C')).toBeTruthy();
    expect(screen.getByText('900 rpm')).toBeTruthy();
  });

  it('shows every point under its own name without a template', () => {
    renderIot(<HistoryTable rows={rows} points={['temp', 'rpm']} />);
    expect(headers()).toEqual(['temp', 'rpm']);
    expect(screen.getByText('21.456')).toBeTruthy();
  });

  it('shows booleans as words of the language, not true/false or 1/0', () => {
    const running: TelemetryRow[] = [
      { time: Date.UTC(2025, 2, 31, 6), isodate: '', running: true },
      { time: Date.UTC(2025, 2, 31, 7), isodate: '', running: false },
    ];
    renderIot(<HistoryTable rows={running} points={['running']} />);
    expect(screen.getByText('Yes')).toBeTruthy();
    expect(screen.getByText('No')).toBeTruthy();
  });
});
