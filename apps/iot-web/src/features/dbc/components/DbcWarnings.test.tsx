import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIot } from '../../../test/render-iot';
import { DbcWarnings } from './DbcWarnings';

describe('DBC warnings', () => {
  it('lists each skipped statement with its line, what was skipped and why', async () => {
    const skipped = { line: 12, skipped: 'VAL_ 803 Lines 0 "none"', reason: 'unknown message id 803' };
    renderIot(<DbcWarnings warnings={[skipped]} />);
    const box = await screen.findByTestId('dbc-warnings', {}, { timeout: 30_000 });
    expect(box.textContent).toContain('Statements skipped: 1 (the rest of the file is used)');
    expect(box.textContent).toContain('12');
    expect(box.textContent).toContain('VAL_ 803 Lines 0 "none"');
    expect(box.textContent).toContain('unknown message id 803');
  });

  it('shows nothing when nothing was skipped', () => {
    renderIot(<DbcWarnings warnings={[]} />);
    expect(screen.queryByTestId('dbc-warnings')).toBeNull();
  });
});
