import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@fleetkey/api-client';
import type { DeviceTypeView } from '@fleetkey/contract';
import en from '../../../locales/en.json';
import signInEn from '../../../locales/sign-in/en.json';
import { deviceTypeView } from '../../../test/device-type';
import { renderIot } from '../../../test/render-iot';
import { formatDateTime } from '../../common/format';
import { DeviceTypeDialog } from './DeviceTypeDialog';

// The validation texts live in web-kit; the screen shows them through i18n.
const DEVICE_TYPE_INVALID = /Device type: 1–64 letters/;

function open(editing?: DeviceTypeView) {
  const onCreate = vi.fn(() => Promise.resolve());
  const onUpdate = vi.fn(() => Promise.resolve());
  const onClose = vi.fn();
  renderIot(<DeviceTypeDialog editing={editing} onCreate={onCreate} onUpdate={onUpdate} onClose={onClose} />);
  return { onCreate, onUpdate, onClose };
}

const save = () => fireEvent.click(screen.getByTestId('devtype-save'));

const METER = deviceTypeView({
  devtype: 'meter',
  comment: 'c',
  data: [{ name: 'voltage', type: 'number', unit: 'V', desc: 'mains voltage' }],
  commands: [
    {
      name: 'dim',
      cmdtype: 'unconfirmed',
      desc: 'set the brightness',
      params: [
        { name: 'level', type: 'integer', unit: '%', desc: '0 to 100' },
        { name: 'seconds', type: 'number' },
      ],
    },
    { name: 'reboot', cmdtype: 'confirmed', params: [] },
  ],
});

// antd forms validate asynchronously and the first render loads antd: allow for a slow jsdom.
describe('device type dialog', { timeout: 120_000 }, () => {
  it('refuses a type name the contract refuses, with the contract message', async () => {
    const { onCreate } = open();
    fireEvent.change(screen.getByTestId('devtype-name'), { target: { value: '-meter/1' } });
    save();
    expect(await screen.findByText(DEVICE_TYPE_INVALID, {}, { timeout: 30_000 })).toBeTruthy();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('reports a repeated data point name on the row that repeats it', async () => {
    const { onCreate } = open();
    fireEvent.change(screen.getByTestId('devtype-name'), { target: { value: 'meter' } });
    fireEvent.click(screen.getByTestId('add-point'));
    fireEvent.click(screen.getByTestId('add-point'));
    const names = screen.getAllByTestId('point-name');
    for (const input of names) fireEvent.change(input, { target: { value: 'voltage' } });
    save();
    expect(
      await screen.findByText('This value appears more than once.', {}, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('creates a type with its points and commands as the contract parses them (a new command is unconfirmed)', async () => {
    const { onCreate, onClose } = open();
    fireEvent.change(screen.getByTestId('devtype-name'), { target: { value: 'smart_meter' } });
    fireEvent.click(screen.getByTestId('add-point'));
    fireEvent.change(screen.getByTestId('point-name'), { target: { value: 'voltage' } });
    fireEvent.click(screen.getByTestId('add-command'));
    fireEvent.change(screen.getByTestId('command-name'), { target: { value: 'reboot' } });
    save();
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    expect(onCreate).toHaveBeenCalledWith({
      devtype: 'smart_meter',
      comment: '',
      mode: 'strict',
      retentionDays: null,
      data: [{ name: 'voltage', type: 'number' }],
      commands: [{ name: 'reboot', cmdtype: 'unconfirmed', params: [] }],
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows why the server refused, and stays open', async () => {
    const onCreate = vi.fn(() =>
      Promise.reject(new ApiError(409, 'DEVICE_TYPE_EXISTS', 'device type exists')),
    );
    const onClose = vi.fn();
    renderIot(<DeviceTypeDialog onCreate={onCreate} onUpdate={vi.fn()} onClose={onClose} />);
    fireEvent.change(screen.getByTestId('devtype-name'), { target: { value: 'meter' } });
    save();
    expect((await screen.findByTestId('devtype-error')).textContent).toBe(
      signInEn.errors.codes.DEVICE_TYPE_EXISTS,
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the name of a type being edited fixed', () => {
    open(METER);
    expect(screen.getByTestId<HTMLInputElement>('devtype-name').disabled).toBe(true);
  });

  it('creates a command with parameters, each sent under its command', async () => {
    const { onCreate } = open();
    fireEvent.change(screen.getByTestId('devtype-name'), { target: { value: 'valve' } });
    fireEvent.click(screen.getByTestId('add-command'));
    fireEvent.change(screen.getByTestId('command-name'), { target: { value: 'open' } });
    fireEvent.click(within(screen.getByTestId('command-row')).getByTestId('add-param'));
    fireEvent.click(within(screen.getByTestId('command-row')).getByTestId('add-param'));
    const [percent, seconds] = screen.getAllByTestId('param-name');
    fireEvent.change(percent!, { target: { value: 'percent' } });
    fireEvent.change(seconds!, { target: { value: 'seconds' } });
    save();
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    expect(onCreate).toHaveBeenCalledWith(
      expect.objectContaining({
        commands: [
          {
            name: 'open',
            cmdtype: 'unconfirmed',
            params: [
              { name: 'percent', type: 'number' },
              { name: 'seconds', type: 'number' },
            ],
          },
        ],
      }),
    );
  });

  it('reports a repeated parameter name on the parameter that repeats it', async () => {
    const { onCreate } = open();
    fireEvent.change(screen.getByTestId('devtype-name'), { target: { value: 'valve' } });
    fireEvent.click(screen.getByTestId('add-command'));
    fireEvent.change(screen.getByTestId('command-name'), { target: { value: 'open' } });
    fireEvent.click(screen.getByTestId('add-param'));
    fireEvent.click(screen.getByTestId('add-param'));
    for (const input of screen.getAllByTestId('param-name')) {
      fireEvent.change(input, { target: { value: 'percent' } });
    }
    save();
    const repeated = await screen.findByText('This value appears more than once.', {}, { timeout: 30_000 });
    expect(screen.getAllByTestId('param-row')[1]!.contains(repeated)).toBe(true);
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('shows the parameters of a type being edited and sends them back as edited', async () => {
    const { onUpdate } = open(METER);
    const names = screen.getAllByTestId<HTMLInputElement>('param-name');
    expect(names.map((input) => input.value)).toEqual(['level', 'seconds']);
    // Rename one parameter and remove the other; the data point's description goes back untouched.
    fireEvent.change(names[0]!, { target: { value: 'brightness' } });
    const seconds = screen.getAllByTestId('param-row')[1]!;
    fireEvent.click(within(seconds).getByRole('button', { name: en.list.delete }));
    save();
    await waitFor(() => expect(onUpdate).toHaveBeenCalledTimes(1));
    expect(onUpdate).toHaveBeenCalledWith('meter', {
      comment: 'c',
      mode: 'open',
      retentionDays: null,
      data: [{ name: 'voltage', type: 'number', unit: 'V', desc: 'mains voltage' }],
      commands: [
        {
          name: 'dim',
          cmdtype: 'unconfirmed',
          desc: 'set the brightness',
          params: [{ name: 'brightness', type: 'integer', unit: '%', desc: '0 to 100' }],
        },
        { name: 'reboot', cmdtype: 'confirmed', params: [] },
      ],
    });
  });

  it('starts a new type strict, says it would reject every point and command, and sends open when chosen', async () => {
    const { onCreate } = open();
    expect(screen.getByTestId('devtype-mode-hint').textContent).toBe(en.deviceTypes.modeHints.strict);
    expect(screen.getByTestId('devtype-strict-no-points').textContent).toContain(
      en.deviceTypes.strictNoPoints,
    );
    expect(screen.getByTestId('devtype-strict-no-commands').textContent).toContain(
      en.deviceTypes.strictNoCommands,
    );
    fireEvent.click(screen.getByTestId('add-point'));
    await waitFor(() => expect(screen.queryByTestId('devtype-strict-no-points')).toBeNull());
    fireEvent.click(screen.getByTestId('devtype-mode-open'));
    await waitFor(() => expect(screen.queryByTestId('devtype-strict-no-commands')).toBeNull());
    expect(screen.getByTestId('devtype-mode-hint').textContent).toBe(en.deviceTypes.modeHints.open);
    fireEvent.change(screen.getByTestId('devtype-name'), { target: { value: 'lamp' } });
    fireEvent.change(screen.getByTestId('point-name'), { target: { value: 'lux' } });
    save();
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ devtype: 'lamp', mode: 'open' }));
  });

  it('keeps a new type under the server setting unless a period is chosen, and sends the days chosen', async () => {
    const { onCreate } = open();
    expect(screen.getByTestId('devtype-retention-hint').textContent).toBe(en.deviceTypes.retention.hint);
    const select = screen.getByTestId('devtype-retention');
    expect(select.textContent).toContain(en.deviceTypes.retention.server);
    fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
    fireEvent.click(await screen.findByTitle('30 days'));
    fireEvent.change(screen.getByTestId('devtype-name'), { target: { value: 'tracker' } });
    fireEvent.click(screen.getByTestId('devtype-mode-open'));
    save();
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ devtype: 'tracker', retentionDays: 30 }));
  });

  it('says when a changed retention takes effect, and back to the server setting sends null', async () => {
    const since = Date.now() + 86_400_000;
    const { onUpdate } = open({ ...METER, retentionDays: 365, retentionSince: since });
    expect(screen.getByTestId('devtype-retention-hint').textContent).toBe(
      en.deviceTypes.retention.changeHint,
    );
    const select = screen.getByTestId('devtype-retention');
    expect(select.textContent).toContain('1 year');
    expect(screen.getByTestId('devtype-retention-pending').textContent).toContain(
      `1 year applies to data from ${formatDateTime(since)} on.`,
    );
    fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
    fireEvent.click(await screen.findByTitle(en.deviceTypes.retention.server));
    save();
    await waitFor(() => expect(onUpdate).toHaveBeenCalledTimes(1));
    expect(onUpdate).toHaveBeenCalledWith('meter', expect.objectContaining({ retentionDays: null }));
  });
});
