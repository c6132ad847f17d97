import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderIot } from '../../../test/render-iot';
import type { DataRowInput } from '../data-row-form';
import { DataRowDialog } from './DataRowDialog';

const T = Date.UTC(2025, 0, 2, 3, 4, 5, 250);

function open(props: Partial<Parameters<typeof DataRowDialog>[0]> = {}) {
  let finish: () => void = () => undefined;
  const onSave = vi.fn(
    (_row: DataRowInput) =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
  );
  const onClose = vi.fn();
  renderIot(<DataRowDialog onSave={onSave} onClose={onClose} {...props} />);
  return { onSave, onClose, finish: () => finish() };
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('data row dialog', () => {
  it('adds a row of the points typed, a number as a number and text as text, once however often OK is clicked', async () => {
    const { onSave, onClose, finish } = open({ pointNames: ['voltage', 'state'] });
    await screen.findByTestId('data-row-dialog', {}, { timeout: 30_000 });
    type('data-point-value-0', '231.5');
    type('data-point-value-1', 'idle');
    fireEvent.click(screen.getByTestId('data-row-submit'));
    fireEvent.click(screen.getByTestId('data-row-submit'));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    // A click while the save is shown under way: the busy button takes it, not a second save. (Clicked before
    // that render, under load its check could end after the first save and save again in this test, where
    // the dialog stays mounted after onClose.)
    await waitFor(() => expect(screen.getByTestId('data-row-submit').className).toContain('ant-btn-loading'));
    fireEvent.click(screen.getByTestId('data-row-submit'));
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onSave).toHaveBeenCalledOnce();
    const [row] = onSave.mock.calls[0] ?? [];
    expect(row?.points).toEqual({ voltage: 231.5, state: 'idle' });
    expect(typeof row?.time).toBe('number');
  });

  it('refuses a point named twice and a blank value on their fields, and sends nothing', async () => {
    const { onSave } = open({ pointNames: ['voltage', 'voltage'] });
    await screen.findByTestId('data-row-dialog', {}, { timeout: 30_000 });
    type('data-point-value-0', '1');
    fireEvent.click(screen.getByTestId('data-row-submit'));
    expect(await screen.findByText('This point is already in the row.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a point name the contract does not allow (time is the row’s own field)', async () => {
    const { onSave } = open({ pointNames: ['time'] });
    await screen.findByTestId('data-row-dialog', {}, { timeout: 30_000 });
    type('data-point-value-0', '1');
    fireEvent.click(screen.getByTestId('data-row-submit'));
    expect(await screen.findByText('Name: 1–64 letters, digits or underscores.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('corrects a row at its own time, keeping its points and milliseconds', async () => {
    const { onSave, finish } = open({
      editing: { time: T, points: [{ name: 'voltage', value: '230' }] },
    });
    expect((await screen.findByTestId('data-row-time', {}, { timeout: 30_000 })).textContent).toMatch(
      /\.250$/,
    );
    expect(screen.getByTestId<HTMLInputElement>('data-point-name-0').disabled).toBe(true);
    type('data-point-value-0', '229');
    fireEvent.click(screen.getByTestId('data-row-submit'));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    finish();
    expect(onSave).toHaveBeenCalledWith({ time: T, points: { voltage: 229 } });
  });
});
