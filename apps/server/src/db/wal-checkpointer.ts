import type { FastifyBaseLogger } from 'fastify';
import { once } from 'node:events';
import { moduleWorker } from '../platform/workers/module-worker';
import { sqliteConnectionOf } from './engine';
import type { Db } from './kysely';

// A commit whose WAL has grown past wal_autocheckpoint pages copies them into the database file itself, on
// the event loop: at 10,000 msgs/s that was a stall of tens of milliseconds every few seconds, felt by every
// device message and live watcher (live p99 118 ms, 52 ms without it). A worker thread now copies them as
// they come; the commit's own checkpoint still runs when due, finds them copied, and the WAL starts over.

/** How often the worker copies the WAL into the database file. */
const CHECKPOINT_INTERVAL_MS = 50;

/** What the worker is given. */
export interface WalCheckpointJob {
  file: string;
  intervalMs: number;
}

/** Stops the worker. */
export interface WalCheckpointer {
  stop(): Promise<void>;
}

/** Starts checkpointing a SQLite database file off the event loop; nothing to do on PostgreSQL or in memory. */
export function startWalCheckpointer(db: Db, log: FastifyBaseLogger): WalCheckpointer {
  const file = sqliteConnectionOf(db)?.name;
  if (file === undefined || file === ':memory:' || file === '') return { stop: () => Promise.resolve() };
  const job: WalCheckpointJob = { file, intervalMs: CHECKPOINT_INTERVAL_MS };
  const worker = moduleWorker(import.meta.url, 'wal-checkpoint-worker', { workerData: job });
  worker.unref();
  worker.on('message', ({ failed }: { failed: string }) =>
    log.warn(`SQLite checkpoint in the background failed (${failed}); commits checkpoint as before`),
  );
  // Without the worker the commits checkpoint by themselves, as before: slower, never wrong.
  worker.on('error', (error) => log.error({ err: error }, 'SQLite checkpoint worker stopped'));
  const exited = once(worker, 'exit');
  return {
    async stop() {
      worker.postMessage('stop');
      await exited;
    },
  };
}
