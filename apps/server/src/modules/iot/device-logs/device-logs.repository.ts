import type { DeviceConnectionListQuery, DeviceRejectionListQuery } from '@fleetkey/contract';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage } from '../../../db/paging';
import { deviceAuthRepository } from '../ingest/device-auth.repository';
import type {
  DeviceConnectionsTable,
  DeviceRejectionCountsTable,
  DeviceRejectionsTable,
} from '../../../db/schema';

/** Rows per INSERT, well under both engines' parameter limits. */
const CHUNK = 200;

/** A stored rejection. */
export type RejectionRow = Selectable<DeviceRejectionsTable>;
/** A stored connection log entry. */
export type ConnectionRow = Selectable<DeviceConnectionsTable>;

/** What one flush of the device logs writes. */
export interface DeviceLogBatch {
  rejections: Insertable<DeviceRejectionsTable>[];
  counts: DeviceRejectionCountsTable[];
  connections: Insertable<DeviceConnectionsTable>[];
}

function chunks<T>(rows: readonly T[]): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) parts.push(rows.slice(i, i + CHUNK));
  return parts;
}

/** The rejection and connection logs of devices. */
export function deviceLogsRepository(db: Db) {
  const devices = deviceAuthRepository(db);

  return {
    /**
     * Writes a batch in one transaction, leaving out entries of ids that name no device (a refused sign-in
     * under a made-up id, or a device deleted meanwhile): those are only logged.
     */
    async write(batch: DeviceLogBatch): Promise<void> {
      const all = [...batch.rejections, ...batch.counts, ...batch.connections].map((row) => row.devid);
      const alive = await devices.existing([...new Set(all)]);
      const rejections = batch.rejections.filter((row) => alive.has(row.devid));
      const counts = batch.counts.filter((row) => alive.has(row.devid));
      const connections = batch.connections.filter((row) => alive.has(row.devid));
      if (rejections.length + counts.length + connections.length === 0) return;
      await db.transaction().execute(async (trx) => {
        for (const part of chunks(rejections))
          await trx.insertInto('deviceRejections').values(part).execute();
        for (const part of chunks(counts)) {
          await trx
            .insertInto('deviceRejectionCounts')
            .values(part)
            .onConflict((oc) =>
              oc.columns(['devid', 'hour']).doUpdateSet((eb) => ({
                count: eb('deviceRejectionCounts.count', '+', eb.ref('excluded.count')),
              })),
            )
            .execute();
        }
        for (const part of chunks(connections))
          await trx.insertInto('deviceConnections').values(part).execute();
      });
    },

    /** Deletes entries from before `cutoff` (epoch ms). */
    async sweep(cutoff: number): Promise<void> {
      await db.deleteFrom('deviceRejections').where('time', '<', cutoff).execute();
      await db.deleteFrom('deviceRejectionCounts').where('hour', '<', cutoff).execute();
      await db.deleteFrom('deviceConnections').where('time', '<', cutoff).execute();
    },

    /** A page of a device's rejections since `since`, newest first unless told. */
    rejections(
      devid: string,
      since: number,
      query: DeviceRejectionListQuery,
    ): Promise<ListPage<RejectionRow>> {
      let select = db
        .selectFrom('deviceRejections')
        .selectAll()
        .where('devid', '=', devid)
        .where('time', '>=', since);
      if (query.filter.reason) select = select.where('reason', '=', query.filter.reason);
      return listPage(select, query, 'time', 'id');
    },

    /** How many rejections a device had in the hours from `since` on, those not kept as rows included. */
    async rejectionCount(devid: string, since: number): Promise<number> {
      const row = await db
        .selectFrom('deviceRejectionCounts')
        .select((eb) => eb.fn.sum<number | string | null>('count').as('n'))
        .where('devid', '=', devid)
        .where('hour', '>=', since)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** A page of a device's connection log since `since`, newest first unless told. */
    connections(
      devid: string,
      since: number,
      query: DeviceConnectionListQuery,
    ): Promise<ListPage<ConnectionRow>> {
      let select = db
        .selectFrom('deviceConnections')
        .selectAll()
        .where('devid', '=', devid)
        .where('time', '>=', since);
      if (query.filter.event) select = select.where('event', '=', query.filter.event);
      return listPage(select, query, 'time', 'id');
    },
  };
}
