import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@fleetkey/api-client';
import type { DbcUploadView } from '@fleetkey/contract';
import type { UploadControl } from '@fleetkey/web-kit';
import { renderIot } from '../../../test/render-iot';
import { DbcUploadDialog } from './DbcUploadDialog';

const STORED: DbcUploadView = {
  name: 'engine.dbc',
  size: 3,
  sha256: 'ab'.repeat(32),
  messageCount: 1,
  signalCount: 2,
  uploadedAt: '2026-11-27T00:00:00.000Z',
  warnings: [],
};

// The upload is one the test settles (browsers report progress through XMLHttpRequest, which tests lack).
function open(existing: string[] = []) {
  const calls: { file: File; control: UploadControl; replace: boolean }[] = [];
  const settle = { finish: (_: DbcUploadView): void => undefined, fail: (_: unknown): void => undefined };
  const onUpload = vi.fn(
    (file: File, control: UploadControl, replace: boolean) =>
      new Promise<DbcUploadView>((resolve, reject) => {
        calls.push({ file, control, replace });
        settle.finish = resolve;
        settle.fail = reject;
      }),
  );
  const onClose = vi.fn();
  renderIot(<DbcUploadDialog existing={existing} onUpload={onUpload} onClose={onClose} />);
  return { calls, settle, onUpload, onClose };
}

async function pick(name: string) {
  await screen.findByTestId('dbc-upload-dialog', {}, { timeout: 30_000 });
  const input = screen.getByTestId('dbc-upload-dialog').querySelector('input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File(['VERSION ""'], name)] } });
  await screen.findByText(name);
}

const submit = () => fireEvent.click(screen.getByTestId('dbc-upload-submit'));
/** The question asked before a file of a stored name replaces it (antd shows a confirm's title twice). */
const QUESTION = 'A file named engine.dbc exists — replace it?';

describe('DBC upload dialog', () => {
  it('refuses a file not named *.dbc before sending a byte', async () => {
    const { onUpload } = open();
    await pick('engine.txt');
    submit();
    expect((await screen.findByTestId('dbc-upload-issue')).textContent).toContain('end in .dbc');
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('says that a file of the same name exists, and asks before sending it as a replacement', async () => {
    const { calls, settle, onClose } = open(['engine.dbc']);
    await pick('engine.dbc');
    expect(
      screen.getByText('A file named engine.dbc exists: you will be asked before it is replaced.'),
    ).toBeTruthy();
    submit();
    expect(await screen.findAllByText(QUESTION)).not.toHaveLength(0);
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByTestId('dbc-replace-confirm'));
    await waitFor(() => expect(calls.map((call) => call.replace)).toEqual([true]));
    act(() => settle.finish(STORED));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('sends nothing when the replacement is declined', async () => {
    const { calls, onClose } = open(['engine.dbc']);
    await pick('engine.dbc');
    submit();
    await screen.findAllByText(QUESTION);
    fireEvent.click(screen.getByTestId('dbc-replace-cancel'));
    // Whatever the declined question's closing animation does in jsdom, the answer has been handled.
    await act(async () => {});
    expect(calls).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks when the server refuses a name stored meanwhile, and sends the replacement once confirmed', async () => {
    const { calls, settle } = open();
    await pick('engine.dbc');
    submit();
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => settle.fail(new ApiError(409, 'NAME_IN_USE', 'name already used', { field: 'file' })));
    expect(await screen.findAllByText(QUESTION)).not.toHaveLength(0);
    expect(screen.queryByText('name already used')).toBeNull();
    fireEvent.click(screen.getByTestId('dbc-replace-confirm'));
    await waitFor(() => expect(calls.map((call) => call.replace)).toEqual([false, true]));
  });

  it('shows the line and reason of a file the server cannot parse, and stays open', async () => {
    const { calls, settle, onClose } = open();
    await pick('engine.dbc');
    submit();
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() =>
      settle.fail(
        new ApiError(400, 'DBC_INVALID', 'DBC file does not parse', {
          line: 4,
          reason: 'byte order must be 0 or 1',
        }),
      ),
    );
    expect((await screen.findByTestId('dbc-upload-invalid')).textContent).toContain(
      'Line 4: byte order must be 0 or 1',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the progress, then closes once the file is stored', async () => {
    const { calls, settle, onClose } = open();
    await pick('engine.dbc');
    submit();
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0]?.control.onProgress({ loaded: 1, total: 4 }));
    expect(screen.getByTestId('dbc-upload-progress').dataset.percent).toBe('25');
    act(() => settle.finish(STORED));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('says how many statements the server skipped in a file it stored', async () => {
    const { calls, settle, onClose } = open();
    await pick('engine.dbc');
    submit();
    await waitFor(() => expect(calls).toHaveLength(1));
    const skipped = { line: 9, skipped: 'CM_ SG_ 304 "x"', reason: 'signal comment without a signal name' };
    act(() => settle.finish({ ...STORED, warnings: [skipped] }));
    expect(
      await screen.findByText('engine.dbc uploaded; statements skipped: 1 (see its overview)'),
    ).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });
});
