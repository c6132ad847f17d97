import { appendFileSync } from 'node:fs';

/**
 * Runs one phase of a stage and, when the suite runner asks (CI_PHASE_REPORT names a file), appends its start
 * and end there, so the stage table can show the phases of one process as stages of their own.
 */
export async function reportPhase<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const start = Date.now();
  try {
    return await run();
  } finally {
    const file = process.env.CI_PHASE_REPORT;
    if (file) appendFileSync(file, `${JSON.stringify({ name, start, end: Date.now() })}\n`);
  }
}
