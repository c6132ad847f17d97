import {
  OTA_ACTIVE_STATES,
  type OtaDeviceView,
  type OtaHistoryEntry,
  type OtaState,
  type RolloutDevicesQuery,
  type RolloutListQuery,
  type RolloutState,
  type RolloutStatusChange,
  type RolloutView,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { deviceInScope } from '../../../db/device-scope';
import type { ListPage } from '../../../db/paging';
import { requireReachInScope, type DeviceScope } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import type { OtaRunner } from './ota-runner';
import { rolloutsRepository, type RolloutRow } from './rollouts.repository';

/** Entries of a device's update history one call answers. */
const HISTORY_LIMIT = 200;

function toView(row: RolloutRow, counts: Record<OtaState, number>): RolloutView {
  return {
    id: row.id,
    devtype: row.devtype,
    version: row.version,
    upgradeType: row.upgradeType,
    state: row.state,
    stopReason: row.stopReason,
    batchSize: row.batchSize,
    batchIntervalSeconds: row.batchIntervalSeconds,
    failureThresholdPercent: row.failureThresholdPercent,
    failureMinimum: row.failureMinimum,
    timeoutSeconds: row.timeoutSeconds,
    counts,
    total: Object.values(counts).reduce((sum, n) => sum + n, 0),
    createdAt: Number(row.createdAt),
    updatedAt: Number(row.updatedAt),
  };
}

// Which states each action leaves from, and where it goes.
const MOVES: Record<RolloutStatusChange['action'], { from: readonly RolloutState[]; to: RolloutState }> = {
  pause: { from: ['running'], to: 'paused' },
  resume: { from: ['paused', 'stopped'], to: 'running' },
  cancel: { from: ['running', 'paused', 'stopped'], to: 'cancelled' },
};

/** Rollouts as their owner (or a sub-user, on its scope's devices) sees and steers them. */
export function rolloutsService(context: Pick<AppContext, 'db' | 'clock'>, runner: OtaRunner) {
  const { db, clock } = context;
  const repo = rolloutsRepository(db);

  const find = async (scope: DeviceScope, id: string) => {
    const row = await repo.find(scope, id);
    if (!row) throw AppError.of('NOT_FOUND');
    return row;
  };
  const view = async (scope: DeviceScope, row: RolloutRow) => {
    const counts = await repo.counts(scope, [row.id]);
    const own = counts.get(row.id);
    if (!own) throw AppError.of('NOT_FOUND');
    return toView(row, own);
  };

  // Steering a rollout steers all its devices: a scoped sub-user may only when every one is in its scope.
  const requireSteerable = (scope: DeviceScope, id: string) =>
    requireReachInScope(db, scope, (eb) =>
      eb(
        'devices.devid',
        'in',
        eb.selectFrom('otaUpdates').select('otaUpdates.devid').where('otaUpdates.rolloutId', '=', id),
      ),
    );

  const get = async (scope: DeviceScope, id: string): Promise<RolloutView> =>
    view(scope, await find(scope, id));

  return {
    get,

    async list(scope: DeviceScope, query: RolloutListQuery): Promise<ListPage<RolloutView>> {
      const page = await repo.list(scope, query);
      const counts = await repo.counts(
        scope,
        page.result.map((row) => row.id),
      );
      return {
        ...page,
        result: page.result.flatMap((row) => {
          const own = counts.get(row.id);
          return own ? [toView(row, own)] : [];
        }),
      };
    },

    async devices(
      scope: DeviceScope,
      id: string,
      query: RolloutDevicesQuery,
    ): Promise<ListPage<OtaDeviceView>> {
      await find(scope, id);
      const page = await repo.devices(scope, id, query);
      return {
        ...page,
        result: page.result.map((row) => ({ ...row, updatedAt: Number(row.updatedAt) })),
      };
    },

    /**
     * Pause (no further batches; devices under way go on), resume (batches again, also after an automatic
     * stop) or cancel (queued devices are cancelled, as are those under way: their reports are no longer
     * awaited). 409 ROLLOUT_STATE_INVALID from a state the action does not leave.
     */
    async changeStatus(
      scope: DeviceScope,
      id: string,
      { action }: RolloutStatusChange,
    ): Promise<RolloutView> {
      await find(scope, id);
      await requireSteerable(scope, id);
      const now = clock.now();
      const move = MOVES[action];
      await db.transaction().execute(async (trx) => {
        const set =
          action === 'resume' ? { state: move.to, stopReason: null, nextBatchAt: now } : { state: move.to };
        if (!(await repo.move(trx, id, move.from, set, now))) throw AppError.of('ROLLOUT_STATE_INVALID');
        if (action === 'cancel')
          await repo.changeUpdates(
            trx,
            id,
            ['queued', ...OTA_ACTIVE_STATES],
            { state: 'cancelled', percent: 0, reason: 'cancelled' },
            now,
          );
      });
      if (action === 'resume') runner.kick();
      return get(scope, id);
    },

    /**
     * Queues failed and timed-out devices again (the listed ones, else all of them, of the scope) and sets
     * the rollout running; a cancelled rollout cannot be retried (409).
     */
    async retry(scope: DeviceScope, id: string, devids: readonly string[] | undefined): Promise<RolloutView> {
      await find(scope, id);
      // Retrying sets the whole rollout running again, also for devices outside the scope.
      await requireSteerable(scope, id);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        if (
          !(await repo.move(
            trx,
            id,
            ['running', 'paused', 'stopped', 'done'],
            { state: 'running', stopReason: null, nextBatchAt: now },
            now,
          ))
        )
          throw AppError.of('ROLLOUT_STATE_INVALID');
        const inScope = await trx
          .selectFrom('otaUpdates')
          .innerJoin('devices', 'devices.devid', 'otaUpdates.devid')
          .select('otaUpdates.devid')
          .where('otaUpdates.rolloutId', '=', id)
          .where('otaUpdates.state', 'in', ['failed', 'timed_out'])
          .where((eb) => deviceInScope(eb, scope))
          .$if(devids !== undefined, (query) => query.where('otaUpdates.devid', 'in', devids ?? []))
          .execute();
        const chosen = inScope.map((row) => row.devid);
        if (chosen.length > 0)
          await repo.changeUpdates(
            trx,
            id,
            ['failed', 'timed_out'],
            { state: 'queued', percent: 0, reason: '' },
            now,
            chosen,
          );
      });
      runner.kick();
      return get(scope, id);
    },

    /** A device's update history (newest first); the device must be in the scope. */
    async history(scope: DeviceScope, devid: string): Promise<OtaHistoryEntry[]> {
      const device = await db
        .selectFrom('devices')
        .select('devid')
        .where((eb) => deviceInScope(eb, scope))
        .where('devices.devid', '=', devid)
        .executeTakeFirst();
      if (!device) throw AppError.of('NOT_FOUND');
      const rows = await repo.deviceHistory(devid, HISTORY_LIMIT);
      return rows.map((row) => ({ ...row, at: Number(row.at) }));
    },
  };
}
