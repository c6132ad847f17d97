import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CommandView, DeviceView } from '@fleetkey/contract';
import { renderIot } from '../../../test/render-iot';
import { CommandHistory } from './CommandHistory';

const DEVICE = { devid: 'm-1', devtype: 'meter' } as DeviceView;

function command(fields: Pick<CommandView, 'id' | 'cmd' | 'datatype' | 'params'>): CommandView {
  return {
    devid: 'm-1',
    devtype: 'meter',
    cmdtype: 'confirmed',
    state: 'replied',
    reply: null,
    timeout: 5000,
    sentAt: Date.UTC(2025, 0, 2, 3, 4, 5),
    repliedAt: null,
    late: false,
    expiresAt: null,
    multicast: null,
    ...fields,
  };
}

describe('the command history', () => {
  it('shows what each command sent: JSON parameters, a raw command with its datatype, nothing as a dash', async () => {
    renderIot(<CommandHistory device={DEVICE} />, {
      routes: {
        'GET /v1/devices/m-1/commands': () => ({
          totalCount: 3,
          result: [
            command({ id: 'a', cmd: 'setTarget', datatype: 'json', params: { target: 21.5 } }),
            command({ id: 'b', cmd: 'poke', datatype: 'hex', params: '0A0B' }),
            command({ id: 'c', cmd: 'reboot', datatype: 'json', params: {} }),
          ],
        }),
      },
    });
    const table = await screen.findByTestId('command-history');
    await within(table).findByText('setTarget', {}, { timeout: 30_000 });
    expect(
      within(table)
        .getAllByTestId('command-params')
        .map((cell) => cell.textContent),
    ).toEqual(['{"target":21.5}', 'hex: 0A0B']);
  });
});
