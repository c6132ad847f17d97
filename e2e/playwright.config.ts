import { defineConfig } from '@playwright/test';

// The real built server (NODE_ENV=test for the session helper) on its own port, data folder and broker port.
const port = Number(process.env.E2E_PORT ?? 18090);
const origin = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: origin,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The lockout spec moves the shared server's clock by ten minutes, which would expire captchas and codes
  // in tests running beside it; it runs alone, after the rest.
  projects: [
    { name: 'consoles', testIgnore: /auth-lockout-password\.spec\.ts/ },
    { name: 'clock', testMatch: /auth-lockout-password\.spec\.ts/, dependencies: ['consoles'] },
  ],
  webServer: {
    command: 'DATA_DIR="$(mktemp -d)" node ../apps/server/dist/main.js',
    url: `${origin}/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      MQTT_PORT: '0',
      LOG_LEVEL: 'warn',
      // The auth tests read codes and captcha answers from the test-only outbox API.
      OUTBOX_API: '1',
    },
  },
});
