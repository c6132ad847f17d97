import { sql } from 'kysely';
import { exists } from '../../../../db/exists';
import type { Db } from '../../../../db/kysely';
import { CAN_BATCH_SPAN_MS } from './can-batches';
import type { CanFrameIn } from './can-payload';

/** Rows of frames read per query when a range is streamed. */
const ROWS_PER_READ = 200;

type PackedFrame = [number, number, 0 | 1, string];

/** A device's stored raw CAN frames. */
export function canFramesRepository(db: Db) {
  // A row may start up to a span before the range and still hold frames in it.
  const inRange = (devid: string, from: number, to: number) =>
    db
      .selectFrom('canFrameBatches')
      .where('devid', '=', devid)
      .where('firstTs', '>', from - CAN_BATCH_SPAN_MS)
      .where('firstTs', '<', to)
      .where('lastTs', '>=', from);

  return {
    /** Whether a message with this digest was stored since `since` (a redelivery is then stored once). */
    async hasDigest(devid: string, digest: string, since: number): Promise<boolean> {
      return exists(
        db
          .selectFrom('canFrameBatches')
          .where('devid', '=', devid)
          .where('digest', '=', digest)
          .where('receivedAt', '>=', since),
      );
    },

    /** Counts of the rows overlapping the range (a row on its edge counts whole). */
    async traffic(devid: string, from: number, to: number) {
      const row = await inRange(devid, from, to)
        .select([
          sql<number | null>`sum(frame_count)`.as('frames'),
          sql<number | null>`sum(unknown_count)`.as('unknown'),
          sql<number | null>`min(first_ts)`.as('first'),
          sql<number | null>`max(last_ts)`.as('last'),
        ])
        .executeTakeFirst();
      const num = (value: number | string | null | undefined) => (value == null ? null : Number(value));
      return {
        frames: num(row?.frames) ?? 0,
        unknown: num(row?.unknown) ?? 0,
        first: num(row?.first),
        last: num(row?.last),
      };
    },

    /** The frames in [from, to) in time order, read a few rows at a time (a day never sits in memory). */
    async *frames(devid: string, from: number, to: number): AsyncGenerator<CanFrameIn> {
      let after: { firstTs: number; id: string } | null = null;
      for (;;) {
        let query = inRange(devid, from, to).select(['id', 'firstTs', 'frames']);
        if (after) {
          const { firstTs, id } = after;
          query = query.where((eb) =>
            eb.or([eb('firstTs', '>', firstTs), eb.and([eb('firstTs', '=', firstTs), eb('id', '>', id)])]),
          );
        }
        const rows = await query.orderBy('firstTs').orderBy('id').limit(ROWS_PER_READ).execute();
        for (const row of rows) {
          for (const [time, id, extended, hex] of JSON.parse(row.frames) as PackedFrame[]) {
            if (time >= from && time < to)
              yield { time, id, extended: extended === 1, data: Buffer.from(hex, 'hex') };
          }
        }
        const last = rows[rows.length - 1];
        if (!last || rows.length < ROWS_PER_READ) return;
        after = { firstTs: Number(last.firstTs), id: last.id };
      }
    },
  };
}
