import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type FirmwareUpload } from '@fleetkey/api-client';
import type { FirmwareView } from '@fleetkey/contract';
import { WEB_KIT_RESOURCES, type UploadControl } from '@fleetkey/web-kit';
import { textAt } from '@fleetkey/web-kit/testing';
import { renderIot } from '../../../test/render-iot';
import { UploadDialog } from './UploadDialog';

const kitText = (key: string) => String(textAt(WEB_KIT_RESOURCES.en, key));

const FIRMWARE: FirmwareView = {
  devtype: 'meter',
  version: '1.2.0',
  versionNum: null,
  desc: '',
  ownerType: 'device',
  firmwareType: 'full',
  fileName: 'fw.bin',
  size: 3,
  sha256: 'ab'.repeat(32),
  activeRollouts: 0,
  createdAt: 0,
};

// Browsers report progress through XMLHttpRequest, which the tests' fetch has not: the dialog is given an
// upload the test drives, progress report by progress report.
function open() {
  const calls: { version: string; input: FirmwareUpload; control: UploadControl }[] = [];
  const settle = { finish: (_: FirmwareView): void => undefined, fail: (_: unknown): void => undefined };
  const onUpload = vi.fn(
    (version: string, input: FirmwareUpload, control: UploadControl) =>
      new Promise<FirmwareView>((resolve, reject) => {
        calls.push({ version, input, control });
        settle.finish = resolve;
        settle.fail = reject;
      }),
  );
  const onUploaded = vi.fn();
  const onClose = vi.fn();
  renderIot(<UploadDialog devtype="meter" onUpload={onUpload} onUploaded={onUploaded} onClose={onClose} />);
  return { calls, settle, onUpload, onUploaded, onClose };
}

async function fill(version: string) {
  await screen.findByTestId('firmware-upload-dialog', {}, { timeout: 30_000 });
  fireEvent.change(screen.getByTestId('firmware-version-input'), { target: { value: version } });
  fireEvent.change(screen.getByTestId('firmware-file-input'), {
    target: { files: [new File(['abc'], 'fw.bin')] },
  });
  // The picked file joins the form once antd has listed it.
  await screen.findByText('fw.bin');
}

const submit = () => fireEvent.click(screen.getByTestId('firmware-upload-submit'));

describe('firmware upload dialog', () => {
  it('refuses a version the contract refuses, before sending a byte', async () => {
    const { onUpload } = open();
    await fill('1..2');
    submit();
    expect(await screen.findByText(kitText('validation.firmwareVersionInvalid'))).toBeTruthy();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('asks for a file', async () => {
    const { onUpload } = open();
    await screen.findByTestId('firmware-upload-dialog', {}, { timeout: 30_000 });
    fireEvent.change(screen.getByTestId('firmware-version-input'), { target: { value: '1.2.0' } });
    submit();
    expect(await screen.findByText('Please choose a firmware file.')).toBeTruthy();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('sends the file with its fields and shows the progress until the server has stored it', async () => {
    const { calls, settle, onUploaded, onClose } = open();
    await fill('1.2.0');
    submit();
    await waitFor(() => expect(calls).toHaveLength(1));
    const [call] = calls;
    expect(call?.version).toBe('1.2.0');
    expect(call?.input).toMatchObject({ fileName: 'fw.bin', ownerType: 'device', firmwareType: 'full' });

    act(() => call?.control.onProgress({ loaded: 40, total: 100 }));
    expect(screen.getByTestId('firmware-upload-progress').dataset.percent).toBe('40');
    expect(screen.getByTestId('firmware-upload-cancel')).toBeTruthy();
    act(() => call?.control.onProgress({ loaded: 100, total: 100 }));
    expect(screen.getByTestId('firmware-upload-progress').dataset.percent).toBe('100');
    expect(onClose).not.toHaveBeenCalled();

    act(() => settle.finish(FIRMWARE));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onUploaded).toHaveBeenCalledWith(FIRMWARE);
  });

  it('cancels the upload through its signal and stays open without an error', async () => {
    const { calls, settle, onClose } = open();
    await fill('1.2.0');
    submit();
    await waitFor(() => expect(calls).toHaveLength(1));
    fireEvent.click(screen.getByTestId('firmware-upload-cancel'));
    expect(calls[0]?.control.signal.aborted).toBe(true);
    act(() => settle.fail(new DOMException('aborted', 'AbortError')));
    await waitFor(() => expect(screen.queryByTestId('firmware-upload-progress')).toBeNull());
    expect(screen.queryByTestId('firmware-upload-progress-error')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows why the server refused (the version exists), and stays open', async () => {
    const { calls, settle, onClose } = open();
    await fill('1.2.0');
    submit();
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => settle.fail(new ApiError(409, 'FIRMWARE_EXISTS', 'firmware version exists')));
    expect((await screen.findByTestId('firmware-upload-progress-error')).textContent).toBe(
      kitText('errors.codes.FIRMWARE_EXISTS'),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
