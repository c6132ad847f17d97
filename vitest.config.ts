import { defineConfig } from 'vitest/config';

// Three projects: `unit` (node), `unit-web` (jsdom, React), `integration` (the real server over HTTP).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/{contract,api-client}/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'unit-web',
          environment: 'jsdom',
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
