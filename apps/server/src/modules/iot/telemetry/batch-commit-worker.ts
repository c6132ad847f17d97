import { parentPort, workerData } from 'node:worker_threads';
import { sqliteDatabaseOnFile } from '../../../db/engine';
import { commitBatch, type IngestOutcome } from './batch-commit';
import type { CommitReply, CommitRequest, CommitWorkerData } from './batch-committer';
import { createRetentionClasses } from './retention-classes';

// Runs in a worker thread (batch-committer.ts): commits the ingest writer's batches on a connection of its
// own, so that SQLite's work on them (most of a device message's cost) leaves the event loop free for the
// devices and live watchers. The server sends a batch only while it holds the write turn (db/write-turn.ts).

const { file } = workerData as CommitWorkerData;
const db = sqliteDatabaseOnFile(file);
const classes = createRetentionClasses(Date.now);
const port = parentPort;
let last: Promise<void> = Promise.resolve();

/** Most outcomes are "stored, nothing replaced": only the others cross back, by position. */
function unusual(outcomes: readonly IngestOutcome[]): [number, IngestOutcome][] {
  const found: [number, IngestOutcome][] = [];
  for (const [index, outcome] of outcomes.entries())
    if (outcome.redelivery || outcome.replaced.length > 0) found.push([index, outcome]);
  return found;
}

async function commit({ items }: CommitRequest): Promise<CommitReply> {
  try {
    return { unusual: unusual(await commitBatch(db, classes, items)) };
  } catch (error) {
    const code =
      typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
    return { failed: { message: error instanceof Error ? error.message : String(error), code } };
  }
}

port?.on('message', (message: CommitRequest | 'stop') => {
  if (message === 'stop') {
    last = last.then(() => db.destroy()).finally(() => port.close());
    return;
  }
  // One batch at a time, in the order they came.
  last = last.then(async () => port.postMessage(await commit(message)));
});
port?.postMessage({ ready: true } satisfies CommitReply);
