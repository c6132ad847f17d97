import {
  OTA_ACTIVE_STATES,
  OTA_STATES,
  type OtaDeviceView,
  type OtaState,
  type RolloutDevicesQuery,
  type RolloutListQuery,
  type RolloutState,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import { deviceInScope } from '../../../db/device-scope';
import type { Db } from '../../../db/kysely';
import { updateRowById } from '../../../db/rows-by-id';
import { listPage, type ListPage } from '../../../db/paging';
import type { OtaRolloutsTable } from '../../../db/schema';
import type { DeviceScope } from '../../../platform/auth/iot-actor';

/** A stored rollout. */
export type RolloutRow = Selectable<OtaRolloutsTable>;

/** Which of the scope's devices a new rollout takes. */
export interface RolloutTargets {
  devtype: string;
  devids?: readonly string[];
  groupId?: string;
  /** Devices already running this version are left out. */
  versionKey: string;
}

/** What a state change of one device's update records. */
export interface UpdateChange {
  state: OtaState;
  percent: number;
  reason: string;
}

/** Rollouts, their devices' updates and the history of those updates. */
export function rolloutsRepository(db: Db) {
  const historyOf = async (
    trx: Db,
    rolloutId: string,
    devids: readonly string[],
    change: UpdateChange,
    now: number,
  ) => {
    if (devids.length === 0) return;
    await trx
      .insertInto('otaReports')
      .values(devids.map((devid) => ({ id: randomUUID(), rolloutId, devid, ...change, at: now })))
      .execute();
  };

  return {
    /** Records entries of the devices' update history. */
    history: historyOf,

    /** A rollout of the scope's owner. */
    find(scope: DeviceScope, id: string): Promise<RolloutRow | undefined> {
      return db
        .selectFrom('otaRollouts')
        .selectAll()
        .where('userId', '=', scope.ownerId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    byId(id: string): Promise<RolloutRow | undefined> {
      return db.selectFrom('otaRollouts').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A page of the owner's rollouts, newest first unless told. */
    list(scope: DeviceScope, query: RolloutListQuery): Promise<ListPage<RolloutRow>> {
      let select = db.selectFrom('otaRollouts').selectAll().where('userId', '=', scope.ownerId);
      if (query.devtype) select = select.where('devtype', '=', query.devtype);
      if (query.version) select = select.where('version', '=', query.version);
      return listPage(select, query, 'otaRollouts.createdAt', 'otaRollouts.id');
    },

    /** Devices per update state of each rollout, counting only the scope's devices. */
    async counts(
      scope: DeviceScope,
      rolloutIds: readonly string[],
    ): Promise<Map<string, Record<OtaState, number>>> {
      const counts = new Map<string, Record<OtaState, number>>();
      if (rolloutIds.length === 0) return counts;
      const rows = await db
        .selectFrom('otaUpdates')
        .innerJoin('devices', 'devices.devid', 'otaUpdates.devid')
        .select(['otaUpdates.rolloutId', 'otaUpdates.state'])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('otaUpdates.rolloutId', 'in', rolloutIds)
        .where((eb) => deviceInScope(eb, scope))
        .groupBy(['otaUpdates.rolloutId', 'otaUpdates.state'])
        .execute();
      for (const id of rolloutIds)
        counts.set(id, Object.fromEntries(OTA_STATES.map((state) => [state, 0])) as Record<OtaState, number>);
      for (const row of rows) {
        const record = counts.get(row.rolloutId);
        if (record) record[row.state] = Number(row.n);
      }
      return counts;
    },

    /** A page of a rollout's devices (of the scope), optionally of one state, in device order. */
    devices(
      scope: DeviceScope,
      rolloutId: string,
      query: RolloutDevicesQuery,
    ): Promise<ListPage<OtaDeviceView>> {
      let select = db
        .selectFrom('otaUpdates')
        .innerJoin('devices', 'devices.devid', 'otaUpdates.devid')
        .select([
          'otaUpdates.devid',
          'devices.name as devname',
          'otaUpdates.state',
          'otaUpdates.percent',
          'otaUpdates.reason',
          'otaUpdates.fromVersion',
          'otaUpdates.attempts',
          'otaUpdates.updatedAt',
        ])
        .where('otaUpdates.rolloutId', '=', rolloutId)
        .where((eb) => deviceInScope(eb, scope));
      if (query.state) select = select.where('otaUpdates.state', '=', query.state);
      return listPage(select, { ...query, descend: false }, 'otaUpdates.devid');
    },

    /**
     * Creates the rollout and queues its devices in one transaction: the scope's devices of the type (the
     * listed ones, or a group's) that do not already run the version. Their updates still under way in an
     * older rollout are cancelled (superseded): one device follows one rollout. Answers the devices queued.
     */
    async create(trx: Db, scope: DeviceScope, row: Insertable<OtaRolloutsTable>, targets: RolloutTargets) {
      const now = row.createdAt;
      await trx.insertInto('otaRollouts').values(row).execute();
      let devices = trx
        .selectFrom('devices')
        .select(['devices.devid', 'devices.firmwareVersion'])
        .where((eb) => deviceInScope(eb, scope))
        .where('devices.devtype', '=', targets.devtype)
        .where((eb) =>
          eb.or([eb('devices.firmwareKey', 'is', null), eb('devices.firmwareKey', '!=', targets.versionKey)]),
        );
      if (targets.devids) devices = devices.where('devices.devid', 'in', targets.devids);
      if (targets.groupId) {
        const groupId = targets.groupId;
        devices = devices.where('devices.devid', 'in', (eb) =>
          eb.selectFrom('deviceGroupMembers').select('devid').where('groupId', '=', groupId),
        );
      }
      const chosen = await devices.execute();
      if (chosen.length === 0) return [];
      const devids = chosen.map((device) => device.devid);
      for (let start = 0; start < devids.length; start += 500) {
        const slice = devids.slice(start, start + 500);
        const superseded = await trx
          .updateTable('otaUpdates')
          .set({ state: 'cancelled', reason: 'superseded', updatedAt: now })
          .where('devid', 'in', slice)
          .where('state', 'in', ['queued', ...OTA_ACTIVE_STATES])
          .returning(['rolloutId', 'devid'])
          .execute();
        for (const update of superseded)
          await historyOf(
            trx,
            update.rolloutId,
            [update.devid],
            { state: 'cancelled', percent: 0, reason: 'superseded' },
            now,
          );
      }
      for (let start = 0; start < chosen.length; start += 500) {
        await trx
          .insertInto('otaUpdates')
          .values(
            chosen.slice(start, start + 500).map((device) => ({
              rolloutId: row.id,
              devid: device.devid,
              state: 'queued' as const,
              fromVersion: device.firmwareVersion,
              updatedAt: now,
            })),
          )
          .execute();
      }
      return devids;
    },

    /** Moves a rollout from one of `from` to `to`; false when it was in none of them (another node won). */
    async move(
      trx: Db,
      id: string,
      from: readonly RolloutState[],
      set: { state: RolloutState; stopReason?: string | null; nextBatchAt?: number },
      now: number,
    ): Promise<boolean> {
      return updateRowById(trx, 'otaRollouts', (eb) => eb('state', 'in', from), id, {
        ...set,
        updatedAt: now,
      });
    },

    /** Changes the updates of a rollout in the `from` states (optionally only the listed devices); answers which. */
    async changeUpdates(
      trx: Db,
      rolloutId: string,
      from: readonly OtaState[],
      change: UpdateChange,
      now: number,
      devids?: readonly string[],
    ): Promise<string[]> {
      let update = trx
        .updateTable('otaUpdates')
        .set({ ...change, updatedAt: now })
        .where('rolloutId', '=', rolloutId)
        .where('state', 'in', from);
      if (devids) update = update.where('devid', 'in', devids);
      const changed = await update.returning('devid').execute();
      const ids = changed.map((row) => row.devid);
      await historyOf(trx, rolloutId, ids, change, now);
      return ids;
    },

    /** Rollouts that are running or paused or stopped: the ones a tick looks at. */
    live(): Promise<RolloutRow[]> {
      return db
        .selectFrom('otaRollouts')
        .selectAll()
        .where('state', 'in', ['running', 'paused', 'stopped'])
        .execute();
    },

    /** Devices per state of a rollout (all of its devices). */
    async tally(rolloutId: string): Promise<Record<OtaState, number>> {
      const rows = await db
        .selectFrom('otaUpdates')
        .select('state')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('rolloutId', '=', rolloutId)
        .groupBy('state')
        .execute();
      const tally = Object.fromEntries(OTA_STATES.map((state) => [state, 0])) as Record<OtaState, number>;
      for (const row of rows) tally[row.state] = Number(row.n);
      return tally;
    },

    /**
     * Takes the rollout's next batch: claims the due time (a conditional update, so of several nodes one
     * sends it), then moves up to `batchSize` queued devices to `notified`. Answers the devices to offer.
     */
    async claimBatch(rollout: RolloutRow, now: number): Promise<{ devid: string; devtype: string }[]> {
      return db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('otaRollouts')
          .set({ nextBatchAt: now + rollout.batchIntervalSeconds * 1000, updatedAt: now })
          .where('id', '=', rollout.id)
          .where('state', '=', 'running')
          .where('nextBatchAt', '=', rollout.nextBatchAt)
          .executeTakeFirst();
        if (claimed.numUpdatedRows === 0n) return [];
        const next = await trx
          .selectFrom('otaUpdates')
          .select('devid')
          .where('rolloutId', '=', rollout.id)
          .where('state', '=', 'queued')
          .orderBy('devid')
          .limit(rollout.batchSize)
          .execute();
        if (next.length === 0) return [];
        const devids = next.map((row) => row.devid);
        const offered = await trx
          .updateTable('otaUpdates')
          .set((eb) => ({
            state: 'notified',
            percent: 0,
            reason: '',
            attempts: eb('attempts', '+', 1),
            reportedAt: now,
            updatedAt: now,
          }))
          .where('rolloutId', '=', rollout.id)
          .where('devid', 'in', devids)
          .where('state', '=', 'queued')
          .returning('devid')
          .execute();
        const ids = offered.map((row) => row.devid);
        await historyOf(trx, rollout.id, ids, { state: 'notified', percent: 0, reason: '' }, now);
        return ids.map((devid) => ({ devid, devtype: rollout.devtype }));
      });
    },

    /** Times out the rollout's updates under way with no word from the device since `cutoff`. */
    timeOut(rolloutId: string, cutoff: number, now: number): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        const timedOut = await trx
          .updateTable('otaUpdates')
          .set({ state: 'timed_out', reason: 'timeout', updatedAt: now })
          .where('rolloutId', '=', rolloutId)
          .where('state', 'in', OTA_ACTIVE_STATES)
          .where('reportedAt', '<', cutoff)
          .returning('devid')
          .execute();
        const ids = timedOut.map((row) => row.devid);
        await historyOf(trx, rolloutId, ids, { state: 'timed_out', percent: 0, reason: 'timeout' }, now);
        return ids;
      });
    },

    /** One device's update in a rollout. */
    update(rolloutId: string, devid: string) {
      return db
        .selectFrom('otaUpdates')
        .selectAll()
        .where('rolloutId', '=', rolloutId)
        .where('devid', '=', devid)
        .executeTakeFirst();
    },

    /**
     * Applies a device's report when its update is still in one of `from`; a state change is also written to
     * the history. False when the update was elsewhere (ended, or changed by another report meanwhile).
     */
    async report(
      rolloutId: string,
      devid: string,
      from: OtaState,
      change: UpdateChange,
      now: number,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('otaUpdates')
          .set({ ...change, reportedAt: now, updatedAt: now })
          .where('rolloutId', '=', rolloutId)
          .where('devid', '=', devid)
          .where('state', '=', from)
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) return false;
        if (from !== change.state) await historyOf(trx, rolloutId, [devid], change, now);
        return true;
      });
    },

    /** A device's update history across rollouts, newest first. */
    deviceHistory(devid: string, limit: number) {
      return db
        .selectFrom('otaReports')
        .innerJoin('otaRollouts', 'otaRollouts.id', 'otaReports.rolloutId')
        .select([
          'otaReports.rolloutId',
          'otaRollouts.version',
          'otaReports.state',
          'otaReports.percent',
          'otaReports.reason',
          'otaReports.at',
        ])
        .where('otaReports.devid', '=', devid)
        .orderBy('otaReports.at', 'desc')
        .orderBy('otaReports.id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
