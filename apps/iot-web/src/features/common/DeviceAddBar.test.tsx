import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deviceView } from '../../test/device-view';
import { renderIot } from '../../test/render-iot';
import { DeviceAddBar } from './DeviceAddBar';

const DEVICES = ['m-1', 'm-13', 'm-10'].map((devid) => deviceView({ devid, devtype: 'meter' }));

describe('device add bar', () => {
  it('adds several chosen devices in one go and clears the choice once they are in', async () => {
    const onAdd = vi.fn((_devids: string[], added: () => void) => added());
    renderIot(
      <DeviceAddBar label="Add" adding={false} onAdd={onAdd} testIds={{ select: 'pick', add: 'add' }} />,
      { routes: { 'GET /v1/devices': () => ({ totalCount: DEVICES.length, result: DEVICES }) } },
    );
    const add = screen.getByTestId('add');
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.mouseDown(within(screen.getByTestId('pick')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('m-1'));
    fireEvent.click(await screen.findByTitle('m-10'));
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
    fireEvent.click(add);
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd.mock.calls[0]?.[0]).toEqual(['m-1', 'm-10']);
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(true));
  });
});
