import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { solvedCaptchaQuery } from './captcha';
import type { BenchServer } from './server-process';

const adminCli = fileURLToPath(new URL('../apps/server/dist/admin-create.js', import.meta.url));
const PASSWORD = 'Bench1234';

/** Password sign-ins per second: argon2id dominates, by design (a memory-hard hash per attempt). */
export async function benchPasswordLogin(server: BenchServer): Promise<string> {
  const created = spawnSync(process.execPath, [adminCli, '--user', 'bench'], {
    input: `${PASSWORD}\n`,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: server.dataDir },
    encoding: 'utf8',
  });
  if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr}`);
  const result = await autocannon({
    url: `${server.origin}/v1/auth/admin/login`,
    method: 'POST',
    connections: 8,
    duration: 5,
    headers: { 'content-type': 'application/json', 'x-requested-with': 'fleetkey' },
    body: JSON.stringify({ user: 'bench', password: PASSWORD }),
  });
  return row('POST /v1/auth/admin/login (argon2id verify)', result);
}

const CODE_REQUESTS = 1500;

/**
 * Latency of code requests, each to a new mobile (flow control is per receiver) and so each with a solved
 * captcha, solved before the run so that only the code requests are timed.
 */
export async function benchCodeRequest(server: BenchServer): Promise<string> {
  const captchas: string[] = [];
  while (captchas.length < CODE_REQUESTS)
    captchas.push(
      ...(await Promise.all(Array.from({ length: 50 }, () => solvedCaptchaQuery(server.origin)))),
    );
  let n = 0;
  const result = await autocannon({
    url: server.origin,
    connections: 10,
    amount: CODE_REQUESTS,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          n += 1;
          const mobile = `86138${String(n).padStart(8, '0')}`;
          const captcha = captchas[n - 1] ?? '';
          return { ...request, path: `/v1/auth/sms_code?mobile=${mobile}&codeType=registerCode&${captcha}` };
        },
      },
    ],
  });
  return row(`GET /v1/auth/sms_code (new receiver each, ${CODE_REQUESTS} requests)`, result);
}

function row(name: string, result: autocannon.Result): string {
  const bad = result.errors + result.timeouts + result.non2xx;
  return `${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${bad}`;
}
