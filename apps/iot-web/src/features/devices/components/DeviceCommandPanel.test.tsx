import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CommandView, CustomView } from '@fleetkey/contract';
import { renderIot } from '../../../test/render-iot';
import { DeviceCommandPanel } from './DeviceCommandPanel';
import { deviceView } from '../../../test/device-view';

const DEVICE = deviceView({ devid: 'p-1', devtype: 'pump' });
const PANEL: CustomView = {
  customname: 'default',
  customtype: 'commandPanel',
  apptype: 'web',
  devtype: 'pump',
  value: {
    buttons: [
      { label: 'Start', command: 'start', params: { rate: 5 }, confirm: false },
      { label: 'Stop', command: 'stop', params: {}, confirm: true },
    ],
  },
  updatedBy: 'me',
  createdAt: 0,
  updatedAt: 0,
};
const TYPE = {
  devtype: 'pump',
  commands: [
    { name: 'start', cmdtype: 'confirmed', params: [] },
    { name: 'stop', cmdtype: 'unconfirmed', params: [] },
  ],
};

function sentCommand(cmd: string, cmdtype: CommandView['cmdtype']): CommandView {
  return {
    id: `id-${cmd}`,
    devid: 'p-1',
    devtype: 'pump',
    cmd,
    cmdtype,
    datatype: 'json',
    params: {},
    state: cmdtype === 'confirmed' ? 'replied' : 'sent',
    reply: cmdtype === 'confirmed' ? { code: 0 } : null,
    timeout: null,
    sentAt: 1,
    repliedAt: null,
    late: false,
    expiresAt: null,
    multicast: null,
  };
}

describe("the device page's command panel", () => {
  it('sends a button as laid out and as its type declares it, asking first where the panel says so', async () => {
    const sent: { path: string; query: Record<string, string>; body: unknown }[] = [];
    const send = (cmd: string) => (url: URL, init: RequestInit | undefined) => {
      const query = Object.fromEntries(url.searchParams);
      sent.push({ path: url.pathname, query, body: JSON.parse(init?.body as string) as unknown });
      return sentCommand(cmd, query.cmdtype === 'confirmed' ? 'confirmed' : 'unconfirmed');
    };
    renderIot(<DeviceCommandPanel device={DEVICE} />, {
      routes: {
        'GET /v1/customs': () => [PANEL],
        'GET /v1/devtype/pump': () => TYPE,
        'PUT /v1/devices/p-1/commands/start': send('start'),
        'PUT /v1/devices/p-1/commands/stop': send('stop'),
      },
    });
    fireEvent.click(await screen.findByTestId('command-panel-button-0'));
    expect((await screen.findByTestId('command-result')).textContent).toContain(
      'The device replied to start.',
    );
    expect(sent).toMatchObject([
      { path: '/v1/devices/p-1/commands/start', query: { cmdtype: 'confirmed' }, body: { rate: 5 } },
    ]);

    // A button marked "ask first" sends nothing until confirmed.
    fireEvent.click(screen.getByTestId('command-panel-button-1'));
    expect((await screen.findByText('Send Stop (stop) to this device?')).textContent).toBeTruthy();
    expect(sent).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByTestId('command-result').textContent).toContain('Command stop sent.'),
    );
    expect(sent[1]).toMatchObject({
      path: '/v1/devices/p-1/commands/stop',
      query: { cmdtype: 'unconfirmed' },
    });
  });

  it('shows nothing for a type without a web command panel', async () => {
    const { fetch } = renderIot(<DeviceCommandPanel device={DEVICE} />, {
      routes: { 'GET /v1/customs': () => [{ ...PANEL, apptype: 'app' }], 'GET /v1/devtype/pump': () => TYPE },
    });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByTestId('device-command-panel')).toBeNull();
  });
});
