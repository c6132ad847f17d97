import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deviceView } from '../../../test/device-view';
import { FakeError, renderIot, type FakeRoutes } from '../../../test/render-iot';
import { TransferDialog } from './TransferDialog';

const GATEWAYS = ['gw-b', 'gw-c'].map((devid) => deviceView({ devid, devtype: 'gw' }));

/** The gateways the picker finds, and every transfer sent (path and body). */
function transferRoutes(answer: () => unknown) {
  const sent: { path: string; body: unknown }[] = [];
  const routes: FakeRoutes = {
    'GET /v1/devices': () => ({ totalCount: GATEWAYS.length, result: GATEWAYS }),
    'POST /v1/gateway/gw-a/transfer_subdevs': (url, init) => {
      sent.push({ path: url.pathname, body: JSON.parse(init?.body as string) as unknown });
      return answer();
    },
  };
  return { routes, sent };
}

async function chooseGateway(devid: string) {
  fireEvent.mouseDown(within(await screen.findByTestId('transfer-to')).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(devid));
}

describe('sub-device transfer dialog', () => {
  it('names the devices and both gateways, then moves the chosen sub-devices in one request', async () => {
    const { routes, sent } = transferRoutes(() => ({ from: {}, to: {} }));
    const onMoved = vi.fn();
    const onClose = vi.fn();
    renderIot(
      <TransferDialog gateway="gw-a" subdevs={['s-1', 's-2']} onMoved={onMoved} onClose={onClose} />,
      {
        routes,
      },
    );
    expect((await screen.findByTestId('transfer-intro')).textContent).toContain('gw-a: s-1, s-2');
    expect(screen.getByTestId('transfer-ok').hasAttribute('disabled')).toBe(true);
    await chooseGateway('gw-b');
    fireEvent.click(screen.getByTestId('transfer-ok'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      { path: '/v1/gateway/gw-a/transfer_subdevs', body: { to: 'gw-b', subdevs: ['s-1', 's-2'] } },
    ]);
    expect(onMoved).toHaveBeenCalledTimes(1);
  });

  it('says which device was refused and why, and stays open', async () => {
    const { routes } = transferRoutes(
      () =>
        new FakeError(409, {
          code: 'GATEWAY_INVALID',
          message: 'gateway invalid',
          data: { devid: 'gw-c', reason: 'gatewayIsSubdevice' },
        }),
    );
    const onClose = vi.fn();
    renderIot(<TransferDialog gateway="gw-a" subdevs={['s-1']} onMoved={vi.fn()} onClose={onClose} />, {
      routes,
    });
    await chooseGateway('gw-c');
    fireEvent.click(screen.getByTestId('transfer-ok'));
    expect((await screen.findByTestId('transfer-failure')).textContent).toBe(
      'gw-c: This device is a sub-device, so it cannot be a gateway.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
