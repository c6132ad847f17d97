import { existsSync } from 'node:fs';
import { get } from 'node:http';
import { loadavg } from 'node:os';
import { chromium, type Browser, type Request } from 'playwright-core';
import { startBenchServer } from './server-process';
import { judge } from './summary';

// What each console's sign-in page downloads before its form shows, in Chromium with an empty cache: the
// JavaScript as the server sends it (compressed: brotli to Chromium, and the same files again as gzip) and
// how many script requests that took, modulepreloads included. Everything past sign-in loads after it.

const TARGET_BYTES = 250_000;
const TARGET_REQUESTS = 15;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const PAGES = [
  { name: 'licence portal /Login', path: '/Login' },
  { name: 'IoT console /iot/Login', path: '/iot/Login' },
];
/** Both consoles open /Login on the SMS tab of web-kit's LoginCard. */
const SIGN_IN_FORM = '[data-testid="sms-login-form"]';

interface FirstLoad {
  /** Compressed bytes as Chromium received them (the server picks brotli for it). */
  bytes: number;
  /** The same scripts as the server sends them to a client that takes gzip only. */
  gzipBytes: number;
  requests: number;
  encodings: string;
}

/** Measures both sign-in pages on a server of its own; answers the report lines. */
export async function benchFirstLoad(): Promise<string[]> {
  if (!existsSync(CHROMIUM))
    return [
      `first load: not measured — no browser at ${CHROMIUM} (sudo apt-get install -y chromium-headless-shell)`,
    ];
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  const server = await startBenchServer();
  const lines = [
    `\nFleetkey first-load bench — sign-in pages in Chromium, empty cache, ${server.origin}, load average before the run ${load}`,
    'page | JS as sent to Chromium | JS as gzip | script requests | target ≤ 250 kB (both figures), ≤ 15 requests',
  ];
  try {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    try {
      for (const { name, path } of PAGES) {
        const figures = await measure(browser, `${server.origin}${path}`);
        const met =
          Math.max(figures.bytes, figures.gzipBytes) <= TARGET_BYTES && figures.requests <= TARGET_REQUESTS;
        lines.push(
          `${name} | ${kB(figures.bytes)} (${figures.encodings}) | ${kB(figures.gzipBytes)} | ${figures.requests} | ${judge(`first load, ${name} (JS kB, script requests)`, `${kB(Math.max(figures.bytes, figures.gzipBytes))}, ${figures.requests}`, '≤ 250 kB, ≤ 15', met)}`,
        );
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
  return lines;
}

/** Opens `url` in a fresh context and sums the script responses requested until the sign-in form shows. */
async function measure(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const scripts: Request[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    await page.goto(url);
    await page.locator(SIGN_IN_FORM).waitFor({ state: 'visible', timeout: 30_000 });
    const shown = [...scripts];
    // Requests already made finish before they are counted; later ones (after the form showed) are not.
    const sizes = await Promise.all(shown.map((request) => request.sizes()));
    const encodings = await Promise.all(
      shown.map(async (request) => (await request.response())?.headers()['content-encoding'] ?? 'none'),
    );
    const gzipSizes = await Promise.all(shown.map((request) => gzipBodyBytes(request.url())));
    return {
      bytes: sizes.reduce((sum, size) => sum + size.responseBodySize, 0),
      gzipBytes: gzipSizes.reduce((sum, size) => sum + size, 0),
      requests: shown.length,
      encodings: [...new Set(encodings)].join(', '),
    };
  } finally {
    await context.close();
  }
}

/** The body bytes of a GET that accepts gzip only, as they come over the wire (not decoded). */
function gzipBodyBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
}

function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
