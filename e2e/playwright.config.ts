import { defineConfig } from '@playwright/test';
import { MQTT_PORT } from './support/broker';
import { SMTP_PORT } from './support/mailbox';

// The real built server (NODE_ENV=test for the session helper) on its own port, data folder and broker port.
const port = Number(process.env.E2E_PORT ?? 18090);
const origin = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  // The test SMTP server every e-mail of the run goes to (support/mailbox.ts).
  globalSetup: './global-setup.ts',
  outputDir: './test-results',
  fullyParallel: true,
  // Four browsers on two cores: a spec spends most of its time waiting (for the server, a device, a timer), and
  // the stage used under half the machine with two (3:40 of processor time in 8:21). The suite, idle, on one
  // machine in turn: 592 s with two workers, 545 s with three, 466 s with four.
  workers: 4,
  retries: 0,
  // Screens past sign-in load antd first (the sign-in page is built without it): on this 2-core machine under
  // two workers, a server and a broker, the first such screen took up to ~11 s in CI (expect's default is 5 s), and
  // a spec that crosses several such screens longer than 30 s in all. A clean-clone run of 85 specs took 15.6 min
  // (6.3 min the session before) and a 43 s spec its whole minute: a stalled step still fails, at 2 minutes.
  // A first screen's data waited past 20 s once on a CI machine twice as loaded as an idle run.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL: origin,
    // The consoles follow the browser's language until the user picks one: the specs browse as the
    // consoles' usual (Chinese) users; a spec of another browser language sets its own.
    locale: 'zh-CN',
    // As a user who turned animations off: antd's dialogs, menus and messages open and close at once, which
    // took a fifth of the suite's time in a software-rendered browser.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // No trace unless asked for (PW_TRACE=1 keeps one of each failure): CI prints only the log, and recording
    // DOM snapshots for every action of every passing test cost a quarter of the suite's processor time here.
    trace: process.env.PW_TRACE
      ? { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true }
      : 'off',
    launchOptions: {
      // Debian's headless shell: the full browser in headless mode ran the specs ~40 % slower here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Without V8's optimising tiers (TurboFan, Maglev): a test page lives a few seconds, too short for
        // optimised code to pay for its compiling, which is done on the same two cores as everything else. On
        // two heavy specs: 103 s of processor time and 57 s wall with them, 86 s and 50 s without.
        '--js-flags=--no-opt,--no-maglev',
      ],
    },
  },
  // Specs that move the shared server's clock (`*.clock.spec.ts`) would expire captchas, codes and hand-off
  // tokens under the tests beside them: they run after the rest, one at a time.
  projects: [
    { name: 'consoles', testIgnore: /\.clock\.spec\.ts$/ },
    {
      name: 'clock',
      testMatch: /\.clock\.spec\.ts$/,
      dependencies: ['consoles'],
      workers: 1,
      fullyParallel: false,
    },
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
      // A known port: the IoT specs' device simulator connects to it (support/broker.ts).
      MQTT_PORT: String(MQTT_PORT),
      LOG_LEVEL: 'warn',
      // The auth tests read SMS codes and captcha answers from the test-only outbox API.
      OUTBOX_API: '1',
      // Every spec asks for its codes from 127.0.0.1; the hourly code budgets have their own server tests.
      CODE_BUDGET_ADDRESS_HOURLY: '1000000',
      CODE_BUDGET_HOURLY: '10000000',
      // E-mail goes over real SMTP (no TLS, no auth) to the global setup's server; tests read its mailbox.
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // The rules spec's webhook posts to a plain-http server the test runs on 127.0.0.1.
      RULE_WEBHOOK_ALLOW_PRIVATE: '1',
    },
  },
});
