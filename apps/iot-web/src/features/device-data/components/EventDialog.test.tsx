import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@fleetkey/api-client';
import type { DeviceEventView } from '@fleetkey/contract';
import { renderIot } from '../../../test/render-iot';
import { EventDialog, type EventSave } from './EventDialog';

const EVENT: DeviceEventView = {
  eventid: 'e1',
  devid: 'm-1',
  devtype: 'meter',
  type: 'warning',
  code: 'overheat',
  desc: 'too hot',
  data: { temp: 81 },
  time: Date.UTC(2025, 0, 2),
  isodate: '2025-01-02T00:00:00.000Z',
  createdAt: 0,
  updatedAt: 0,
};

function open(editing?: DeviceEventView) {
  let finish: () => void = () => undefined;
  const onSave = vi.fn(
    (_save: EventSave) =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
  );
  const onClose = vi.fn();
  renderIot(<EventDialog editing={editing} onSave={onSave} onClose={onClose} />);
  return { onSave, onClose, finish: () => finish() };
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('event dialog', () => {
  it('records a new event once however often OK is clicked', async () => {
    const { onSave, onClose, finish } = open();
    await screen.findByTestId('event-dialog', {}, { timeout: 30_000 });
    type('event-code', 'door_open');
    type('event-data', '{"door": 2}');
    fireEvent.click(screen.getByTestId('event-submit'));
    fireEvent.click(screen.getByTestId('event-submit'));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    // Clicked while the busy button shows the save under way (see DataRowDialog.test.tsx).
    await waitFor(() => expect(screen.getByTestId('event-submit').className).toContain('ant-btn-loading'));
    fireEvent.click(screen.getByTestId('event-submit'));
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onSave).toHaveBeenCalledOnce();
    expect(onSave).toHaveBeenCalledWith({
      kind: 'create',
      event: { code: 'door_open', type: 'log', desc: '', data: { door: 2 } },
    });
  });

  it('refuses data that is not a JSON object and a blank code, and sends nothing', async () => {
    const { onSave } = open();
    await screen.findByTestId('event-dialog', {}, { timeout: 30_000 });
    type('event-data', '[1, 2]');
    fireEvent.click(screen.getByTestId('event-submit'));
    expect(await screen.findByText('Data must be a JSON object, e.g. {"temp": 81}.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('corrects the event, or every event with its code when asked', async () => {
    const { onSave, finish } = open(EVENT);
    await screen.findByTestId('event-dialog', {}, { timeout: 30_000 });
    type('event-desc', 'very hot');
    fireEvent.click(screen.getByTestId('event-same-code'));
    fireEvent.click(screen.getByTestId('event-submit'));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    finish();
    expect(onSave).toHaveBeenCalledWith({
      kind: 'update',
      event: EVENT,
      sameCode: true,
      change: { code: 'overheat', type: 'warning', desc: 'very hot', data: { temp: 81 } },
    });
  });

  it('says at the code that a strict type does not declare the event, naming what it declares', async () => {
    const onSave = vi.fn(() =>
      Promise.reject(
        new ApiError(400, 'DATA_REJECTED', 'data rejected', {
          rejections: [{ reason: 'EVENT_UNDECLARED', detail: 'log door; logs: boot' }],
        }),
      ),
    );
    const onClose = vi.fn();
    renderIot(<EventDialog onSave={onSave} onClose={onClose} />);
    await screen.findByTestId('event-dialog', {}, { timeout: 30_000 });
    type('event-code', 'door');
    fireEvent.click(screen.getByTestId('event-submit'));
    expect(
      await screen.findByText(
        "The device type does not declare this event (log door; logs: boot): declare its code in the type's Warnings, Errors or Logs, or make the type open.",
      ),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
