import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIot } from '../../../test/render-iot';
import { ImportErrorReport } from './ImportErrorReport';

describe('import error report', { timeout: 120_000 }, () => {
  it('lists each failing cell with its row, column and translated problem, and says nothing was imported', async () => {
    renderIot(
      <ImportErrorReport
        rows={[
          { row: 2, field: 'devid', message: 'validation.deviceIdInvalid' },
          { row: 2, field: 'lat', message: 'validation.gpsInvalid' },
          { row: 7, field: 'devtype', message: 'validation.deviceTypeUnknown' },
        ]}
      />,
    );
    const report = await screen.findByTestId('import-errors', {}, { timeout: 30_000 });
    expect(report.textContent).toContain('3 problems in 2 rows.');
    expect(report.textContent).toContain('Nothing was imported.');
    const cells = [...report.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(cells).toEqual([
      ['2', 'devid', 'Device ID: 1–64 letters, digits, _ or -, not starting or ending with _ or -.'],
      ['2', 'lat', 'Latitude must be −90 to 90 and longitude −180 to 180, given together.'],
      ['7', 'devtype', 'No such device type.'],
    ]);
  });

  it('shows a message key it does not know as itself', async () => {
    renderIot(<ImportErrorReport rows={[{ row: 3, field: 'x', message: 'some.new.key' }]} />);
    expect((await screen.findByTestId('import-errors', {}, { timeout: 30_000 })).textContent).toContain(
      'some.new.key',
    );
  });
});
