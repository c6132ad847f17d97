import { defineConfig } from 'vitest/config';

// Three projects: `unit` (node), `unit-web` (jsdom, React), `integration` (the real server over HTTP).
// The unit projects share one module graph per worker (isolate: false): a fresh jsdom and a fresh import of
// antd for each of ~100 files took 5 of their 6 minutes on this 2-core machine; the files pass in any order
// (checked with --sequence.shuffle.files) and clean up after themselves (setup.ts, afterEach).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          isolate: false,
          include: ['packages/{contract,api-client,can}/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'unit-web',
          environment: 'jsdom',
          isolate: false,
          include: ['packages/web-kit/src/**/*.test.{ts,tsx}', 'apps/*-web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['packages/web-kit/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
