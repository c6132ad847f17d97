import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LiveConnection, LiveState } from '@fleetkey/api-client';
import type { LiveNotify } from '@fleetkey/contract';
import en from '../../locales/en.json';
import { renderIot } from '../../test/render-iot';
import type { LiveHandlers } from './hooks/useLiveConnection';
import { RealTime } from './RealTime';
import { deviceView } from '../../test/device-view';

const DEVICE = deviceView({ devid: 'meter-1', devtype: 'meter', owner: '1' });

/** A live connection the test drives: it records calls and lets the test deliver messages. */
function fakeConnection(handlers: LiveHandlers) {
  const listeners = new Set<(message: LiveNotify) => void>();
  const states = new Set<(state: LiveState) => void>();
  const connection = {
    subscribe: vi.fn(),
    unsubscribe: vi.fn(),
    addListener: vi.fn((l: (message: LiveNotify) => void) => void listeners.add(l)),
    removeListener: vi.fn((l: (message: LiveNotify) => void) => void listeners.delete(l)),
    onStateChange: vi.fn((l: (state: LiveState) => void) => {
      states.add(l);
      return () => void states.delete(l);
    }),
    refresh: vi.fn(),
    close: vi.fn(),
  } satisfies LiveConnection;
  return {
    connection,
    setState: (state: LiveState) => act(() => states.forEach((l) => l(state))),
    refuse: (error: { code: string; message: string; devid?: string }) =>
      act(() => handlers.onServerError(error)),
    serverClose: (code: number, reason: string) => act(() => handlers.onServerClose({ code, reason })),
    deliver: (devid: string, rows: { time: number; [point: string]: number }[]) =>
      act(() =>
        listeners.forEach((l) =>
          l({
            type: 'notify',
            topic: `dev/meter/${devid}/data`,
            devtype: 'meter',
            devid,
            msgtype: 'data',
            payload: rows.map((r) => ({ ...r, isodate: new Date(r.time).toISOString() })),
            time: Date.now(),
          }),
        ),
      ),
  };
}

const ROUTES = { 'GET /v1/devices': () => ({ totalCount: 1, result: [DEVICE] }) };

async function renderLive() {
  const opened: ReturnType<typeof fakeConnection>[] = [];
  const open = vi.fn((handlers: LiveHandlers) => {
    const fake = fakeConnection(handlers);
    opened.push(fake);
    return fake.connection;
  });
  const view = renderIot(<RealTime open={open} initialDevice={DEVICE} />, { routes: ROUTES });
  await screen.findByTestId('realtime', {}, { timeout: 30_000 });
  const fake = opened.at(-1);
  if (!fake) throw new Error('the page opened no connection');
  return { ...fake, open, opened, view };
}

describe('real-time page', () => {
  it('shows no data until started, then subscribes with data and events', async () => {
    const { connection } = await renderLive();
    expect(screen.getAllByTestId('no-data').length).toBeGreaterThan(0);
    expect(connection.subscribe).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('realtime-start'));
    expect(connection.subscribe).toHaveBeenCalledWith('meter-1', {
      devtype: 'meter',
      events: ['data', 'event'],
    });
  });

  it('adds arriving values to the table and the chart, newest first, ignoring other devices', async () => {
    const { deliver } = await renderLive();
    fireEvent.click(screen.getByTestId('realtime-start'));
    deliver('meter-1', [{ time: 1_700_000_000_000, voltage: 230.5, current: 4 }]);
    deliver('meter-2', [{ time: 1_700_000_000_500, voltage: 1 }]);
    deliver('meter-1', [{ time: 1_700_000_001_000, voltage: 231, current: 5 }]);

    const rows = within(screen.getByTestId('live-table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].slice(1).map((td) => td.textContent))).toEqual([
      ['231', '5'],
      ['230.5', '4'],
    ]);
    expect(screen.getByTestId('realtime-chart').getAttribute('aria-label')).toBe('voltage, current');
  });

  it('pauses (unsubscribing), clears back to no data, and shows the connection state', async () => {
    const { connection, deliver, setState } = await renderLive();
    setState('reconnecting');
    expect(screen.getByTestId('realtime-state').textContent).toBe('Reconnecting');
    fireEvent.click(screen.getByTestId('realtime-reconnect'));
    expect(connection.refresh).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('realtime-start'));
    deliver('meter-1', [{ time: 1_700_000_000_000, voltage: 1 }]);
    fireEvent.click(screen.getByTestId('realtime-pause'));
    expect(connection.unsubscribe).toHaveBeenCalledWith('meter-1');
    deliver('meter-1', [{ time: 1_700_000_002_000, voltage: 2 }]);
    expect(within(screen.getByTestId('live-table')).getAllByRole('row')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('realtime-clear'));
    expect(within(screen.getByTestId('live-table')).getByTestId('no-data')).toBeTruthy();
  });

  it('closes the socket when the page is left', async () => {
    const { connection, view } = await renderLive();
    view.unmount();
    expect(connection.close).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal of the device and subscribes again on retry", async () => {
    const { connection, refuse } = await renderLive();
    fireEvent.click(screen.getByTestId('realtime-start'));
    refuse({ code: 'NOT_FOUND', message: 'no such device', devid: 'meter-1' });
    expect(screen.getByTestId('realtime-problem').textContent).toContain(
      en.realtime.problems.notYourDevice.replace('{{devid}}', 'meter-1'),
    );
    fireEvent.click(screen.getByTestId('realtime-retry'));
    expect(screen.queryByTestId('realtime-problem')).toBeNull();
    expect(connection.unsubscribe).toHaveBeenCalledWith('meter-1');
    expect(connection.subscribe).toHaveBeenCalledTimes(2);
  });

  it('says when the server refuses more subscriptions than a socket may hold', async () => {
    const { refuse } = await renderLive();
    fireEvent.click(screen.getByTestId('realtime-start'));
    refuse({ code: 'VALIDATION_FAILED', message: 'at most 100 devices', devid: 'meter-1' });
    expect(screen.getByTestId('realtime-problem').textContent).toContain(
      en.realtime.problems.tooMany.replace('{{max}}', '100'),
    );
  });

  it('does not show a refusal of a device it no longer watches', async () => {
    const { refuse } = await renderLive();
    fireEvent.click(screen.getByTestId('realtime-start'));
    refuse({ code: 'NOT_FOUND', message: 'no such device', devid: 'meter-0' });
    expect(screen.queryByTestId('realtime-problem')).toBeNull();
  });

  it('shows why the server closed the socket for good, and opens a new connection on retry', async () => {
    const { connection, serverClose, setState, open, opened } = await renderLive();
    fireEvent.click(screen.getByTestId('realtime-start'));
    serverClose(4401, 'session ended');
    setState('closed');
    expect(screen.getByTestId('realtime-problem').textContent).toContain(en.realtime.problems.notSignedIn);
    expect(screen.getByTestId('realtime-state').textContent).toBe('Disconnected');

    fireEvent.click(screen.getByTestId('realtime-retry'));
    expect(open).toHaveBeenCalledTimes(2);
    expect(connection.close).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('realtime-problem')).toBeNull();
    expect(screen.getByTestId('realtime-state').textContent).toBe('Connecting');
    // The running feed is subscribed on the new connection.
    expect(opened[1]?.connection.subscribe).toHaveBeenCalledWith('meter-1', {
      devtype: 'meter',
      events: ['data', 'event'],
    });
  });

  it('shows a server close it recovers from until the connection is open again', async () => {
    const { connection, serverClose, setState } = await renderLive();
    serverClose(1001, 'server shutting down');
    setState('reconnecting');
    expect(screen.getByTestId('realtime-problem').textContent).toContain(en.realtime.problems.shutdown);
    fireEvent.click(screen.getByTestId('realtime-retry'));
    expect(connection.refresh).toHaveBeenCalledTimes(1);
    serverClose(4408, 'login expected');
    expect(screen.getByTestId('realtime-problem').textContent).toContain(en.realtime.problems.loginTimeout);
    setState('open');
    expect(screen.queryByTestId('realtime-problem')).toBeNull();
  });
});
