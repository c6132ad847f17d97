import { moduleWorker } from '../../../platform/workers/module-worker';
import type { XlsxJob, XlsxOutcome } from './xlsx-job';
import { XLSX_READ_TIMEOUT_MS, XLSX_WORKER_HEAP_MB } from './xlsx-limits';

// Spreadsheets are read in a worker thread (xlsx-worker.ts) so that a large or hostile file costs that
// thread its time and its own capped heap, never the request loop. One file is read at a time: on a
// small machine two readers would take both cores, and uploads queue behind each other instead.

let reading: Promise<unknown> = Promise.resolve();

/** The outcome of reading `job` in a worker; a worker that runs out of heap or time refuses the file. */
export function readXlsxOffThread(job: XlsxJob): Promise<XlsxOutcome> {
  const outcome = reading.then(() => runWorker(job));
  reading = outcome.catch(() => undefined);
  return outcome;
}

function runWorker(job: XlsxJob): Promise<XlsxOutcome> {
  return new Promise((resolve, reject) => {
    const worker = moduleWorker(import.meta.url, 'xlsx-worker', {
      workerData: job,
      resourceLimits: { maxOldGenerationSizeMb: XLSX_WORKER_HEAP_MB, maxYoungGenerationSizeMb: 16 },
    });
    let settled = false;
    const settle = (outcome: XlsxOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => settle({ refused: 'too-large' }), XLSX_READ_TIMEOUT_MS);
    worker.on('message', (outcome: XlsxOutcome) => settle(outcome));
    worker.on('error', (error: Error & { code?: string }) => {
      // Out of heap is the file's doing; anything else is a bug in the reader, a 500 like any other.
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') settle({ refused: 'too-large' });
      else if (!settled) {
        settled = true;
        clearTimeout(timer);
        reject(error);
      }
    });
    worker.on('exit', () => settle({ refused: 'invalid' }));
  });
}
