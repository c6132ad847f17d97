import { defineConfig } from 'vitest/config';

// Four projects: `unit` (node), `unit-web` (jsdom, React), `integration` (the real server over HTTP),
// `device-kit` (the C kit in device-kit/c, built by its global setup, against the real server).
// Every project shares one module graph per worker (isolate: false): a fresh jsdom and a fresh import of
// antd for each of ~100 files took 5 of the unit tests' 6 minutes on this 2-core machine, and importing the
// whole server again for each integration file 159 s of 338; the files pass in any order (checked with
// --sequence.shuffle.files), each starts servers of its own and cleans up after itself (setup.ts, afterEach,
// afterAll).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          isolate: false,
          include: [
            'packages/{contract,api-client,can}/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'tools/device-sim/src/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'unit-web',
          environment: 'jsdom',
          isolate: false,
          include: ['packages/web-kit/src/**/*.test.{ts,tsx}', 'apps/*-web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['packages/web-kit/src/test/setup.ts'],
          // Rendering antd in jsdom beside the other suites took up to 10 times as long as alone.
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          // The files mostly wait (on servers, brokers, databases and clocks): three at a time keep both cores
          // busy (1.9 of 2 alone; vitest's default on two cores is one).
          maxWorkers: 3,
          isolate: false,
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: [
            'apps/server/test/support/server-bundle.ts',
            'apps/server/test/support/database-templates.ts',
          ],
          // A machine four times slower than an idle one passes too: beside the browser lane and the static
          // checks, tests that take 10 s alone took up to 70 s here.
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'device-kit',
          environment: 'node',
          isolate: false,
          include: ['device-kit/c/test/**/*.test.ts'],
          globalSetup: ['device-kit/c/test/support/build-kit.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
