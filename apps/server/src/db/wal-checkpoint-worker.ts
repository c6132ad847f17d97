import Sqlite from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import type { WalCheckpointJob } from './wal-checkpointer';

// Runs in a worker thread (wal-checkpointer.ts): copies what the WAL holds into the database file on a
// connection of its own, so that the server's commits find little left to copy when their own checkpoint
// comes round. A PASSIVE checkpoint waits for no one and holds up no reader or writer.

const { file, intervalMs } = workerData as WalCheckpointJob;
const connection = new Sqlite(file);
let failures = 0;

const timer = setInterval(() => {
  try {
    connection.pragma('wal_checkpoint(PASSIVE)');
    failures = 0;
  } catch (error) {
    // Told once per run of failures: a checkpoint left undone is done by the server's own commits.
    if (failures++ === 0)
      parentPort?.postMessage({ failed: error instanceof Error ? error.message : String(error) });
  }
}, intervalMs);

parentPort?.on('message', () => {
  clearInterval(timer);
  connection.close();
  parentPort?.close();
});
