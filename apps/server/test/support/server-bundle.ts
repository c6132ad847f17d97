import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';

// The tests that run the server as a process of its own (kill it, start it again, read its exit) run the
// bundle `npm start` runs, built once for the whole run: through tsx each start compiled the server's 600
// files again, 40 s of the run's CPU.

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    serverBundleDir: string;
  }
}

/** Vitest's global setup: bundles the server into a scratch folder beside dist/, removed after the run. */
export default async function bundleServer(project: TestProject): Promise<() => Promise<void>> {
  // Beside dist/, two levels below apps/: where the bundle finds the consoles and node_modules.
  const dir = `${SERVER_DIR}.test-bundle-${randomBytes(4).toString('hex')}`;
  await promisify(execFile)(process.execPath, ['build.mjs', '--outdir', dir], { cwd: SERVER_DIR });
  project.provide('serverBundleDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}

/** The bundled entry point (`main`, `node-retire`, …) for a server process of a test. */
export function bundledEntry(name: 'main' | 'node-retire'): string {
  return `${inject('serverBundleDir')}/${name}.js`;
}
