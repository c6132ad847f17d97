import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MulticastResult } from '@fleetkey/contract';
import { renderIot } from '../../../test/render-iot';
import { deviceView } from '../../../test/device-view';
import { GatewaySendDialog } from './GatewaySendDialog';

const GATEWAY = deviceView({ devid: 'gw-1', devtype: 'hub' });
const RESULT: MulticastResult = {
  mode: 'gwr',
  gwid: 'gw-1',
  cmd: 'reboot',
  subdevs: ['s-1', 's-2'],
  commands: [],
};

describe("send to a gateway's sub-devices", () => {
  it('says a gateway is needed and sends nothing without one', async () => {
    const { fetch } = renderIot(<GatewaySendDialog onClose={() => undefined} />);
    fireEvent.change(within(await screen.findByTestId('gateway-send-cmd')).getByRole('combobox'), {
      target: { value: 'reboot' },
    });
    fireEvent.click(screen.getByTestId('gateway-send-submit'));
    expect(await screen.findByText('Choose the gateway.')).toBeTruthy();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('relays the command through the chosen gateway once, and names the sub-devices it went to', async () => {
    const sent: string[] = [];
    const { fetch } = renderIot(<GatewaySendDialog onClose={() => undefined} />, {
      routes: {
        'GET /v1/devices': () => ({ totalCount: 1, result: [GATEWAY] }),
        'GET /v1/devtype/hub': () => ({ devtype: 'hub', commands: [] }),
        'PUT /v1/multicast/gwr/gw-1/commands/reboot': (_url, init) => {
          sent.push(init?.body as string);
          return RESULT;
        },
      },
    });
    fireEvent.mouseDown(within(await screen.findByTestId('gateway-send-gateway')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('gw-1'));
    fireEvent.click(screen.getByText('Relayed to each sub-device'));
    fireEvent.change(within(screen.getByTestId('gateway-send-cmd')).getByRole('combobox'), {
      target: { value: 'reboot' },
    });
    fireEvent.change(screen.getByTestId('gateway-send-params'), { target: { value: '{"delay": 5}' } });
    fireEvent.click(screen.getByTestId('gateway-send-submit'));
    fireEvent.click(screen.getByTestId('gateway-send-submit'));
    expect((await screen.findByTestId('gateway-send-result')).textContent).toContain(
      'reboot sent to 2 sub-devices:s-1s-2',
    );
    await waitFor(() => expect(sent).toEqual(['{"delay":5}']));
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);
  });
});
