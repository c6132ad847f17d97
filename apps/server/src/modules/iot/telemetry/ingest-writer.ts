import type { Kysely } from 'kysely';
import type { Db } from '../../../db/kysely';
import { isForeignKeyViolation, sqliteConnectionOf } from '../../../db/engine';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../platform/errors/app-error';
import { deviceAuthRepository } from '../ingest/device-auth.repository';
import { NOTHING_REPLACED, rowCount, senderOf, type IngestItem, type IngestOutcome } from './batch-commit';
import { createBatchCommitter } from './batch-committer';

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

/** Who hears what the writer does besides storing. */
export interface IngestWriterHooks {
  /** Hears failed batches (their writers are told too). */
  onError: (error: unknown) => void;
  /** Hears each item that was committed. */
  onStored?: StoredListener | undefined;
  /** Hears why the commit worker stopped (batches are then committed on the server's connection). */
  onWorkerLost: (error: unknown) => void;
}

/** Starts the writer. */
export function createIngestWriter(
  db: Db,
  { onError, onStored, onWorkerLost }: IngestWriterHooks,
): IngestWriter {
  const committer = createBatchCommitter(db, onWorkerLost);
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
      const outcomes = await committer.commit(batch.map((pending) => pending.item));
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
      const size = rowCount(item);
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
      await committer.close();
    },
  };
}

function devidsOf(item: IngestItem): string[] {
  return [
    ...(item.points ?? []).map((p) => p.devid),
    ...(item.events ?? []).map((e) => e.devid),
    ...(item.canBatches ?? []).map((b) => b.devid),
  ];
}
