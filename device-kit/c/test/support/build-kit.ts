import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// Vitest's global setup of the device-kit project: builds the kit's libraries, examples and test programs
// (make rebuilds only what changed), every warning an error. A missing Debian package shows as the compiler's missing header;
// ensure-packages.sh, which the `npm test` stage runs first, names the package to install.

const KIT_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** Builds everything the device-kit tests run. */
export default async function buildKit(): Promise<void> {
  await promisify(execFile)('make', ['-s', '-j2', 'CFLAGS=-O2 -g -Werror', 'all', 'test-programs'], {
    cwd: KIT_DIR,
  });
}
