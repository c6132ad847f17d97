import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@fleetkey/api-client';
import type { DeviceTypeView } from '@fleetkey/contract';
import en from '../../../locales/en.json';
import { renderIot } from '../../../test/render-iot';
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

// antd forms validate asynchronously and the first render loads antd: allow for a slow jsdom.
describe('device type dialog', { timeout: 20_000 }, () => {
  it('refuses a type name the contract refuses, with the contract message', async () => {
    const { onCreate } = open();
    fireEvent.change(screen.getByTestId('devtype-name'), { target: { value: '-meter/1' } });
    save();
    expect(await screen.findByText(DEVICE_TYPE_INVALID, {}, { timeout: 5000 })).toBeTruthy();
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
    expect(await screen.findByText('This value appears more than once.', {}, { timeout: 5000 })).toBeTruthy();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('creates a type with its points and commands as the contract parses them', async () => {
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
      data: [{ name: 'voltage', type: 'number' }],
      commands: [{ name: 'reboot', cmdtype: 'confirmed', params: [] }],
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
    expect((await screen.findByTestId('devtype-error')).textContent).toBe(en.errors.codes.DEVICE_TYPE_EXISTS);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the name of a type being edited fixed', () => {
    open({
      devtype: 'meter',
      comment: 'c',
      devices: { count: 0 },
      createdAt: 0,
      updatedAt: 0,
      data: [],
      status: [],
      commands: [],
      warnings: [],
      errors: [],
      logs: [],
      initParam: {},
      much_data: {},
    });
    expect(screen.getByTestId<HTMLInputElement>('devtype-name').disabled).toBe(true);
  });
});
