import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@fleetkey/api-client';
import { ROLLOUT_LIMITS, type FirmwareNotify, type RolloutView } from '@fleetkey/contract';
import { WEB_KIT_RESOURCES } from '@fleetkey/web-kit';
import { textAt } from '@fleetkey/web-kit/testing';
import { renderIot, type FakeRoutes } from '../../../test/render-iot';
import { NOTIFY_DEFAULTS } from '../notify-form';
import { NotifyDialog } from './NotifyDialog';

const kitText = (key: string) => String(textAt(WEB_KIT_RESOURCES.en, key));

function open(onNotify: (input: FirmwareNotify) => Promise<RolloutView>, routes?: FakeRoutes) {
  const onStarted = vi.fn();
  const onClose = vi.fn();
  renderIot(
    <NotifyDialog
      devtype="meter"
      version="1.2.0"
      onNotify={onNotify}
      onStarted={onStarted}
      onClose={onClose}
    />,
    { routes },
  );
  return { onStarted, onClose };
}

const submit = () => fireEvent.click(screen.getByTestId('firmware-notify-submit'));
const confirmAll = async () => fireEvent.click(await screen.findByTestId('firmware-notify-confirm-all'));

describe('firmware notify dialog', () => {
  it('starts a rollout to every device of the type with the default settings only once confirmed', async () => {
    const rollout = { id: 'r1' } as RolloutView;
    const onNotify = vi.fn(() => Promise.resolve(rollout));
    const { onStarted, onClose } = open(onNotify);
    await screen.findByTestId('firmware-notify-dialog', {}, { timeout: 30_000 });
    submit();
    // The type's device count is not known here: the question names no number (it showed "?").
    expect(
      await screen.findByText(
        'Every device of type meter will be updated to 1.2.0, batch by batch. To update only some, choose “Chosen devices” or “A device group”.',
      ),
    ).toBeTruthy();
    await confirmAll();
    expect(onNotify).toHaveBeenCalledOnce();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    // The defaults are the contract's (notify-form.test checks each).
    expect(onNotify).toHaveBeenCalledWith(NOTIFY_DEFAULTS);
    expect(onStarted).toHaveBeenCalledWith(rollout);
  });

  it('names how many devices it reaches once the count arrives, also after the question opened', async () => {
    let answerCount = (_total: number) => {};
    const count = new Promise<{ list: []; totalCount: number }>((resolve) => {
      answerCount = (totalCount) => resolve({ list: [], totalCount });
    });
    open(
      vi.fn(() => Promise.resolve({ id: 'r1' } as RolloutView)),
      { 'GET /v1/devices': () => count },
    );
    await screen.findByTestId('firmware-notify-dialog', {}, { timeout: 30_000 });
    submit();
    const uncounted = 'Every device of type meter will be updated to 1.2.0, batch by batch.';
    expect(await screen.findByText(uncounted, { exact: false })).toBeTruthy();
    answerCount(3);
    const counted = 'All 3 devices of type meter will be updated to 1.2.0, batch by batch.';
    expect(await screen.findByText(counted, { exact: false })).toBeTruthy();
  });

  it('asks for the devices when updating chosen ones', async () => {
    const onNotify = vi.fn(() => Promise.resolve({ id: 'r1' } as RolloutView));
    open(onNotify);
    await screen.findByTestId('firmware-notify-dialog', {}, { timeout: 30_000 });
    fireEvent.click(screen.getByLabelText('Chosen devices'));
    await screen.findByTestId('firmware-notify-devices');
    submit();
    expect(await screen.findByText(kitText('validation.required'), {}, { timeout: 30_000 })).toBeTruthy();
    expect(onNotify).not.toHaveBeenCalled();
  });

  it('refuses a batch size of 0 at the field rather than clamping it, and sends nothing', async () => {
    const onNotify = vi.fn(() => Promise.resolve({ id: 'r1' } as RolloutView));
    open(onNotify);
    await screen.findByTestId('firmware-notify-dialog', {}, { timeout: 30_000 });
    const batch = screen.getByTestId('rollout-setting-batchSize');
    fireEvent.change(batch, { target: { value: '0' } });
    fireEvent.blur(batch);
    submit();
    const { min, max } = ROLLOUT_LIMITS.batchSize;
    const told = `Allowed: ${min} to ${max}. The value was not changed; correct it.`;
    expect(await screen.findByText(told, {}, { timeout: 30_000 })).toBeTruthy();
    expect((batch as HTMLInputElement).value).toBe('0');
    expect(screen.queryByTestId('firmware-notify-confirm-all')).toBeNull();
    expect(onNotify).not.toHaveBeenCalled();
  });

  it('shows why the server refused (no device to update), and stays open', async () => {
    const onNotify = vi.fn(() => Promise.reject(new ApiError(400, 'OTA_NO_TARGETS', 'no devices to update')));
    const { onClose } = open(onNotify);
    await screen.findByTestId('firmware-notify-dialog', {}, { timeout: 30_000 });
    submit();
    await confirmAll();
    expect((await screen.findByTestId('firmware-notify-error')).textContent).toBe(
      kitText('errors.codes.OTA_NO_TARGETS'),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
