import type { Worker } from 'node:worker_threads';
import { sqliteConnectionOf, sqliteWriteTurnOf } from '../../../db/engine';
import type { Db } from '../../../db/kysely';
import { moduleWorker } from '../../../platform/workers/module-worker';
import { commitBatch, NOTHING_REPLACED, rowCount, type IngestItem, type IngestOutcome } from './batch-commit';
import { createRetentionClasses } from './retention-classes';

// Where the ingest writer's transactions run. On a SQLite file, in a worker thread with a connection of its
// own (batch-commit-worker.ts): there the inserts, rollups and their SQLite work (a third of the event loop's
// time at 10,000 msgs/s) no longer hold up the devices' next messages and the live watchers. The worker
// starts with the first batch of WORKER_FROM_ROWS rows or more (a node under load: at a few messages a
// second the thread would cost more than it saves) and takes over once it is ready; until then, and for good
// if it fails, the batches are committed on the server's connection as before: slower, never wrong.
// PostgreSQL's and an in-memory database's batches always are.

/** The rows of a batch that start the worker. */
const WORKER_FROM_ROWS = 1_000;

/** What the worker is given. */
export interface CommitWorkerData {
  file: string;
}

/** A batch for the worker. */
export interface CommitRequest {
  items: readonly IngestItem[];
}

/** What the worker answers: ready once, then per batch its unusual outcomes by position, or why it failed. */
export type CommitReply =
  | { ready: true }
  | { unusual: [number, IngestOutcome][] }
  | { failed: { message: string; code: string | undefined } };

/** Commits batches of the ingest writer. */
export interface BatchCommitter {
  /** Commits the items in one transaction; answers each item's outcome, in order. */
  commit(items: readonly IngestItem[]): Promise<IngestOutcome[]>;
  /** Where batches are committed from now on, once the worker has started or failed to (starts it if need be). */
  settled(): Promise<'worker' | 'here'>;
  close(): Promise<void>;
}

/** Starts the commit worker (the tests' own starter keeps a hold of it). */
export type CommitWorkerStarter = (data: CommitWorkerData) => Worker;

const startCommitWorker: CommitWorkerStarter = (workerData) =>
  moduleWorker(import.meta.url, 'batch-commit-worker', { workerData });

/** The committer for `db`; `onWorkerLost` hears why the worker stopped (the batches then run on the server's connection). */
export function createBatchCommitter(
  db: Db,
  onWorkerLost: (error: unknown) => void,
  startWorker: CommitWorkerStarter = startCommitWorker,
): BatchCommitter {
  const classes = createRetentionClasses(Date.now);
  const here = (items: readonly IngestItem[]) => commitBatch(db, classes, items);
  const file = sqliteConnectionOf(db)?.name;
  const turn = sqliteWriteTurnOf(db);
  if (file === undefined || file === '' || file === ':memory:' || !turn)
    return { commit: here, settled: () => Promise.resolve('here'), close: () => Promise.resolve() };

  let worker: Worker | undefined;
  let ready = false;
  let lost = false;
  let closing = false;
  let settle: (where: 'worker' | 'here') => void = () => undefined;
  const settled = new Promise<'worker' | 'here'>((resolve) => (settle = resolve));
  const waiting: {
    count: number;
    resolve: (outcomes: IngestOutcome[]) => void;
    reject: (error: unknown) => void;
  }[] = [];

  const lose = (error: unknown) => {
    if (lost) return;
    lost = true;
    ready = false;
    settle('here');
    if (!closing) onWorkerLost(error);
    for (const pending of waiting.splice(0)) pending.reject(error);
  };

  const start = () => {
    const started = startWorker({ file });
    started.unref();
    started.on('message', (reply: CommitReply) => {
      if ('ready' in reply) {
        ready = !lost && !closing;
        return settle(ready ? 'worker' : 'here');
      }
      const pending = waiting.shift();
      if (!pending) return;
      if ('failed' in reply)
        return pending.reject(Object.assign(new Error(reply.failed.message), { code: reply.failed.code }));
      const outcomes = Array.from({ length: pending.count }, () => NOTHING_REPLACED);
      for (const [index, outcome] of reply.unusual) outcomes[index] = outcome;
      pending.resolve(outcomes);
    });
    started.on('error', lose);
    started.on('exit', (code) => lose(new Error(`the ingest commit worker exited (code ${code})`)));
    return started;
  };

  const inWorker = async (running: Worker, items: readonly IngestItem[]) => {
    const end = await turn.take();
    // The worker stopped while this batch waited for its turn: here, then (the turn is taken again there).
    if (!ready) {
      end();
      return here(items);
    }
    try {
      return await new Promise<IngestOutcome[]>((resolve, reject) => {
        waiting.push({ count: items.length, resolve, reject });
        running.postMessage({ items } satisfies CommitRequest);
      });
    } finally {
      end();
    }
  };

  const started = () => {
    if (!worker && !lost && !closing) worker = start();
    return worker;
  };
  const rowsOf = (items: readonly IngestItem[]) => items.reduce((rows, item) => rows + rowCount(item), 0);

  return {
    commit(items) {
      const running = worker ?? (rowsOf(items) >= WORKER_FROM_ROWS ? started() : undefined);
      return running && ready ? inWorker(running, items) : here(items);
    },
    settled() {
      started();
      if (lost || closing) return Promise.resolve('here');
      return ready ? Promise.resolve('worker') : settled;
    },
    async close() {
      closing = true;
      ready = false;
      settle('here');
      if (!worker || lost) return;
      const stopped = worker;
      const exited = new Promise((resolve) => stopped.once('exit', resolve));
      stopped.postMessage('stop');
      await exited;
    },
  };
}
