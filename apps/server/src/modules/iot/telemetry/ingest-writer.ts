import type { Insertable, Kysely } from 'kysely';
import type { Db } from '../../../db/kysely';
import { isForeignKeyViolation, sqliteConnectionOf } from '../../../db/engine';
import type { CanFrameBatchesTable, Database, DeviceEventsTable } from '../../../db/schema';
import { AppError } from '../../../platform/errors/app-error';
import { deviceAuthRepository } from '../ingest/device-auth.repository';
import { commitPoints, type MessageReceipt, type PointOutcome } from './point-commit';
import { createRetentionClasses, type RetentionClasses } from './retention-classes';
import type { PointRow } from './telemetry-rows';

// Group commit. Whatever arrives while a transaction is being written goes into the next one, so at low
// rates each message is written at once (a commit is well under a millisecond) and at high rates a
// transaction carries thousands of points. A write's promise settles only after its transaction commits:
// that is what lets the broker acknowledge a QoS 1 message only once it is durable.

/** Most points one transaction carries; a message's points are never split. */
const BATCH_POINTS_MAX = 20_000;
/** Points waiting beyond this refuse new writes (SERVER_BUSY) until the database catches up. */
const PENDING_POINTS_MAX = 400_000;
/** Batches written at once on PostgreSQL. */
const POSTGRES_LANES = 2;
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

/** The single writer of device data on this node. */
export interface IngestWriter {
  /** Settles once the item is committed; SERVER_BUSY when the writer is overloaded or closing. */
  write(item: IngestItem): Promise<IngestOutcome>;
  /** Runs a change of stored data between batches, never interleaved with one (rollups stay exact). */
  exclusive<T>(job: (trx: Kysely<Database>) => Promise<T>): Promise<T>;
  /** Writes what is queued, then refuses further writes. */
  close(): Promise<void>;
}

interface Pending {
  item: IngestItem;
  size: number;
  resolve: (outcome: IngestOutcome) => void;
  reject: (error: unknown) => void;
}

/** Hears each item once its transaction committed (not a redelivery already stored): the usage meter. */
export type StoredListener = (devid: string, points: number) => void;

/**
 * Starts the writer; `onError` hears failed batches (their writers are told too), `onStored` each item that
 * was committed.
 */
export function createIngestWriter(
  db: Db,
  onError: (error: unknown) => void,
  onStored?: StoredListener,
): IngestWriter {
  const classes = createRetentionClasses(Date.now);
  // PostgreSQL works on a batch in one process while the next is built and sent: two transactions at a
  // time keep it busy (their statements take rows in one order, so they wait for each other, never
  // deadlock). SQLite has one connection and one writer.
  const lanes = sqliteConnectionOf(db) ? 1 : POSTGRES_LANES;
  let queue: Pending[] = [];
  let queuedPoints = 0;
  const jobs: (() => Promise<void>)[] = [];
  let running: Promise<void> | undefined;
  let closed = false;

  const kick = () => {
    running ??= drain().finally(() => {
      running = undefined;
      if (queue.length > 0 || jobs.length > 0) kick();
    });
  };

  async function drain(): Promise<void> {
    const writing = new Set<Promise<void>>();
    while (queue.length > 0 || jobs.length > 0 || writing.size > 0) {
      // Each batch starts after the event loop's I/O phase, so it takes everything the sockets delivered
      // meanwhile; a synchronous engine (SQLite) would otherwise commit one message at a time.
      await new Promise((resolve) => setImmediate(resolve));
      const job = jobs[0];
      if (job) {
        // A change of stored data runs alone: the batches being written finish first.
        if (writing.size > 0) await Promise.all(writing);
        jobs.shift();
        await job();
        continue;
      }
      if (queue.length > 0 && writing.size < lanes) {
        const batch = writeBatch(takeBatch()).finally(() => writing.delete(batch));
        writing.add(batch);
        continue;
      }
      // A batch may have finished during the wait above: then there is nothing to wait for.
      if (writing.size > 0) await Promise.race(writing);
    }
  }

  function takeBatch(): Pending[] {
    let points = 0;
    let count = 0;
    while (count < queue.length && (count === 0 || points + (queue[count]?.size ?? 0) <= BATCH_POINTS_MAX)) {
      points += queue[count]?.size ?? 0;
      count += 1;
    }
    const batch = queue.slice(0, count);
    queue = queue.slice(count);
    queuedPoints -= points;
    return batch;
  }

  async function writeBatch(batch: Pending[]): Promise<void> {
    try {
      const outcomes = await commit(db, classes, batch);
      for (const [index, pending] of batch.entries()) {
        const outcome = outcomes[index] ?? NOTHING_REPLACED;
        if (onStored && !outcome.redelivery) {
          const devid = senderOf(pending.item);
          if (devid !== undefined) onStored(devid, pending.item.points?.length ?? 0);
        }
        pending.resolve(outcome);
      }
    } catch (error) {
      if (!isForeignKeyViolation(error)) {
        onError(error);
        for (const pending of batch) pending.reject(error);
        return;
      }
      // A device was deleted while its data was queued: its data has nowhere to go; the rest is retried.
      const alive = await deviceAuthRepository(db).existing([
        ...new Set(batch.flatMap((pending) => devidsOf(pending.item))),
      ]);
      const kept = batch.filter((pending) => devidsOf(pending.item).every((devid) => alive.has(devid)));
      for (const pending of batch) if (!kept.includes(pending)) pending.resolve(NOTHING_REPLACED);
      if (kept.length > 0) await writeBatch(kept);
    }
  }

  return {
    write(item) {
      const size = (item.points?.length ?? 0) + (item.events?.length ?? 0) + (item.canBatches?.length ?? 0);
      if (closed || queuedPoints + size > PENDING_POINTS_MAX)
        return Promise.reject(AppError.of('SERVER_BUSY'));
      return new Promise<IngestOutcome>((resolve, reject) => {
        queue.push({ item, size, resolve, reject });
        queuedPoints += size;
        kick();
      });
    },
    exclusive(job) {
      return new Promise((resolve, reject) => {
        jobs.push(() => db.transaction().execute(job).then(resolve, reject));
        kick();
      });
    },
    async close() {
      closed = true;
      while (running) await running;
    },
  };
}

const NOTHING_REPLACED: IngestOutcome = { redelivery: false, replaced: [] };

/** Commits the batch in one transaction, each row in its retention class; answers each item's outcome, in order. */
async function commit(
  db: Db,
  classes: RetentionClasses,
  batch: readonly Pending[],
): Promise<IngestOutcome[]> {
  const messages: { points: readonly PointRow[]; receipt?: MessageReceipt | undefined }[] = [];
  const positions: number[] = [];
  const events: Insertable<DeviceEventsTable>[] = [];
  const canBatches: Insertable<CanFrameBatchesTable>[] = [];
  for (const { item } of batch) {
    positions.push(item.points ? messages.push({ points: item.points, receipt: item.receipt }) - 1 : -1);
    if (item.events) for (const event of item.events) events.push(event);
    if (item.canBatches) for (const row of item.canBatches) canBatches.push(row);
  }
  // An item is one device's: its sender names the device of each of its rows.
  const senders = new Set<string>();
  for (const { item } of batch) {
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

/** The device an item came from (an item is one message of one device). */
function senderOf({ points, events, canBatches }: IngestItem): string | undefined {
  return points?.[0]?.devid ?? events?.[0]?.devid ?? canBatches?.[0]?.devid;
}

function devidsOf(item: IngestItem): string[] {
  return [
    ...(item.points ?? []).map((p) => p.devid),
    ...(item.events ?? []).map((e) => e.devid),
    ...(item.canBatches ?? []).map((b) => b.devid),
  ];
}
