import type { Insertable, Kysely } from 'kysely';
import type { CanFrameBatchesTable, Database, DeviceEventsTable } from '../../../db/schema';
import { commitPoints, type MessageReceipt, type PointOutcome } from './point-commit';
import type { RetentionClasses } from './retention-classes';
import type { PointRow } from './telemetry-rows';

// One transaction of the ingest writer (ingest-writer.ts): the items of a batch, written on the server's
// connection or on a worker thread's (batch-committer.ts), which is why all it takes is plain data.

/** Events or CAN frame rows per INSERT statement (nine columns each, well under SQLite's parameter limit). */
const ROW_CHUNK = 200;

/** What one message or call stores. */
export interface IngestItem {
  points?: readonly PointRow[];
  events?: readonly Insertable<DeviceEventsTable>[];
  /** Raw CAN frames, as rows of frames (dbc/ingest). */
  canBatches?: readonly Insertable<CanFrameBatchesTable>[];
  /** For a message with rows the server stamped: what makes a redelivery of it known. */
  receipt?: MessageReceipt | undefined;
}

/** What storing an item came to: nothing for an item without points. */
export type IngestOutcome = PointOutcome;

export const NOTHING_REPLACED: IngestOutcome = { redelivery: false, replaced: [] };

/** Commits the items in one transaction, each row in its retention class; answers each item's outcome, in order. */
export async function commitBatch(
  db: Kysely<Database>,
  classes: RetentionClasses,
  items: readonly IngestItem[],
): Promise<IngestOutcome[]> {
  const messages: { points: readonly PointRow[]; receipt?: MessageReceipt | undefined }[] = [];
  const positions: number[] = [];
  const events: Insertable<DeviceEventsTable>[] = [];
  const canBatches: Insertable<CanFrameBatchesTable>[] = [];
  for (const item of items) {
    positions.push(item.points ? messages.push({ points: item.points, receipt: item.receipt }) - 1 : -1);
    if (item.events) for (const event of item.events) events.push(event);
    if (item.canBatches) for (const row of item.canBatches) canBatches.push(row);
  }
  // An item is one device's: its sender names the device of each of its rows.
  const senders = new Set<string>();
  for (const item of items) {
    const devid = senderOf(item);
    if (devid !== undefined) senders.add(devid);
  }
  const classOf = await classes.load(db, senders);
  for (const event of events) event.retention = classOf(event.devid, event.time);
  return db.transaction().execute(async (trx) => {
    const outcomes = await commitPoints(db, trx, messages, classOf);
    for (let i = 0; i < events.length; i += ROW_CHUNK) {
      await trx
        .insertInto('deviceEvents')
        .values(events.slice(i, i + ROW_CHUNK))
        .execute();
    }
    for (let i = 0; i < canBatches.length; i += ROW_CHUNK) {
      await trx
        .insertInto('canFrameBatches')
        .values(canBatches.slice(i, i + ROW_CHUNK))
        .execute();
    }
    return positions.map((position) => outcomes[position] ?? NOTHING_REPLACED);
  });
}

/** The rows an item stores. */
export function rowCount({ points, events, canBatches }: IngestItem): number {
  return (points?.length ?? 0) + (events?.length ?? 0) + (canBatches?.length ?? 0);
}

/** The device an item came from (an item is one message of one device). */
export function senderOf({ points, events, canBatches }: IngestItem): string | undefined {
  return points?.[0]?.devid ?? events?.[0]?.devid ?? canBatches?.[0]?.devid;
}
