import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OTA_STATES, type OtaDeviceView, type OtaState, type RolloutView } from '@fleetkey/contract';
import { confirmPopover } from '../../../test/confirm-popover';
import { renderIot, type FakeRoutes } from '../../../test/render-iot';
import { RolloutBoard } from './RolloutBoard';

const counts = (some: Partial<Record<OtaState, number>>) =>
  Object.fromEntries(OTA_STATES.map((state) => [state, some[state] ?? 0])) as Record<OtaState, number>;

// Stopped by the failure threshold: not live, so the board is not read again during the test.
const STOPPED: RolloutView = {
  id: 'r1',
  devtype: 'meter',
  version: '1.2.0',
  upgradeType: 'all',
  state: 'stopped',
  stopReason: 'failure_rate',
  batchSize: 100,
  batchIntervalSeconds: 60,
  failureThresholdPercent: 20,
  failureMinimum: 1,
  timeoutSeconds: 1800,
  counts: counts({ success: 3, failed: 2, timed_out: 1, queued: 4 }),
  total: 10,
  createdAt: 0,
  updatedAt: 0,
};

const device = (devid: string, state: OtaState, more: Partial<OtaDeviceView> = {}): OtaDeviceView => ({
  devid,
  devname: `Meter ${devid}`,
  state,
  percent: 0,
  reason: '',
  fromVersion: '1.1.0',
  attempts: 1,
  updatedAt: 0,
  ...more,
});

const DEVICES = [
  device('m-1', 'success', { percent: 100 }),
  device('m-2', 'failed', { reason: 'checksum' }),
  device('m-3', 'timed_out', { reason: 'timeout' }),
];

/** The board's routes over a rollout that writes change, and the writes and device queries it made. */
function boardRoutes(extra: FakeRoutes = {}) {
  const writes: { path: string; body: unknown }[] = [];
  const asked: URLSearchParams[] = [];
  let current = STOPPED;
  const write = (next: Partial<RolloutView>) => (url: URL, init: RequestInit | undefined) => {
    writes.push({ path: url.pathname, body: JSON.parse(init?.body as string) });
    current = { ...current, ...next };
    return current;
  };
  const routes: FakeRoutes = {
    'GET /v1/ota/rollouts/r1': () => current,
    'GET /v1/ota/rollouts/r1/devices': (url) => {
      asked.push(url.searchParams);
      const state = url.searchParams.get('state');
      const result = DEVICES.filter((d) => !state || d.state === state);
      return { totalCount: result.length, result };
    },
    // A retry queues the failed devices again and runs the rollout; the test ends before a batch would.
    'POST /v1/ota/rollouts/r1/retry': write({
      state: 'running',
      stopReason: null,
      counts: counts({ success: 3, queued: 7 }),
    }),
    'PATCH /v1/ota/rollouts/r1/status': write({ state: 'cancelled', stopReason: null }),
    ...extra,
  };
  return { routes, writes, asked };
}

const count = (state: OtaState) => screen.getByTestId(`rollout-count-${state}`).textContent;

describe('rollout board', () => {
  it('counts the devices per update state and lists them with their reasons', async () => {
    renderIot(<RolloutBoard id="r1" />, { routes: boardRoutes().routes });
    await screen.findByTestId('rollout-count-success', {}, { timeout: 30_000 });
    expect(count('success')).toBe('3');
    expect(count('failed')).toBe('2');
    expect(count('timed_out')).toBe('1');
    expect(count('queued')).toBe('4');
    expect(screen.getByTestId('rollout-progress-bar').textContent).toContain('6 / 10 finished');
    expect(screen.getByTestId('rollout-stopped').textContent).toContain('too many devices failed');
    const table = screen.getByTestId('rollout-devices-table');
    await within(table).findByText('m-2');
    expect(within(table).getByText('Checksum mismatch')).toBeTruthy();
    expect(within(table).getByText('No report within the timeout')).toBeTruthy();
  });

  it('offers resume, not pause, on a stopped rollout, and retries its failed and timed-out devices', async () => {
    const { routes, writes } = boardRoutes();
    renderIot(<RolloutBoard id="r1" />, { routes });
    const retry = await screen.findByTestId('rollout-retry', {}, { timeout: 30_000 });
    expect(retry.textContent).toContain('Retry failed (3)');
    expect(screen.getByTestId('rollout-resume')).toBeTruthy();
    expect(screen.queryByTestId('rollout-pause')).toBeNull();
    fireEvent.click(retry);
    await waitFor(() => expect(writes).toEqual([{ path: '/v1/ota/rollouts/r1/retry', body: {} }]));
    // Running again: it can be paused now, and nothing is left to retry.
    await screen.findByTestId('rollout-pause');
    expect(count('queued')).toBe('7');
    expect(screen.getByTestId<HTMLButtonElement>('rollout-retry').disabled).toBe(true);
  });

  it('cancels only after the confirmation', async () => {
    const { routes, writes } = boardRoutes();
    renderIot(<RolloutBoard id="r1" />, { routes });
    fireEvent.click(await screen.findByTestId('rollout-cancel', {}, { timeout: 30_000 }));
    expect(writes).toEqual([]);
    await confirmPopover('Cancel rollout');
    await waitFor(() =>
      expect(writes).toEqual([{ path: '/v1/ota/rollouts/r1/status', body: { action: 'cancel' } }]),
    );
    // The answer shows at once: a cancelled rollout has nothing left to steer.
    await waitFor(() => expect(screen.queryByTestId('rollout-cancel')).toBeNull());
    expect(screen.queryByTestId('rollout-retry')).toBeNull();
  });

  it('filters the devices by state on the server', async () => {
    const { routes, asked } = boardRoutes();
    renderIot(<RolloutBoard id="r1" />, { routes });
    const table = await screen.findByTestId('rollout-devices-table', {}, { timeout: 30_000 });
    await within(table).findByText('m-1');
    const filter = screen.getByTestId('rollout-devices-state');
    fireEvent.mouseDown(within(filter).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Failed'));
    await waitFor(() => expect(asked.at(-1)?.get('state')).toBe('failed'));
    await waitFor(() => expect(within(table).queryByText('m-1')).toBeNull());
    expect(within(table).getByText('m-2')).toBeTruthy();
  });

  it('shows no buttons to a user without firmware control', async () => {
    const { routes } = boardRoutes({
      'GET /v1/subusers_access/mine': () => ({
        main: false,
        mustChangePassword: false,
        grants: { firmware: ['read'] },
        scope: { kind: 'all', groupIds: [] },
      }),
    });
    renderIot(<RolloutBoard id="r1" />, { routes });
    await screen.findByTestId('rollout-count-success', {}, { timeout: 30_000 });
    expect(screen.queryByTestId('rollout-retry')).toBeNull();
    expect(screen.queryByTestId('rollout-resume')).toBeNull();
    expect(screen.queryByTestId('rollout-cancel')).toBeNull();
  });
});
