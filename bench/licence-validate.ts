import { httpRequest, runLoad, type LoadResult } from './http-load';
import { microsPerRequest, type BenchServer } from './server-process';
import { solvedCaptchaQuery } from './captcha';

// POST /v1/licences/validate, the licence server's hot path, on licences made through the real API:
// registered accounts (each gets a trial licence), signed in, their licences bound to devices.

const ACCOUNTS = 20;
const PASSWORD = 'Bench1234';
const JSON_WRITE = { 'content-type': 'application/json', 'x-requested-with': 'fleetkey' };

/** Environment of the bench server: limits far above the load, so every request is a real validation. */
export const VALIDATE_BENCH_ENV = {
  OUTBOX_API: '1',
  LICENCE_VALIDATE_PER_KEY_PER_MINUTE: '100000000',
  LICENCE_VALIDATE_PER_IP_PER_MINUTE: '100000000',
};

async function call<T>(
  origin: string,
  path: string,
  init: RequestInit = {},
): Promise<{ data: T; cookie: string }> {
  const response = await fetch(`${origin}/v1${path}`, init);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { data: ((await response.json()) as { data: T }).data, cookie };
}

/** Registers an account, signs it in and binds its trial licence to a device; answers the licence key. */
async function boundKey(origin: string, n: number): Promise<{ licenceKey: string; deviceId: string }> {
  const mobile = `86137${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(5, '0')}`;
  await call(
    origin,
    `/auth/sms_code?mobile=${mobile}&codeType=registerCode&${await solvedCaptchaQuery(origin)}`,
  );
  const outbox = await call<{ body: string }[]>(origin, `/dev/outbox?receiver=${mobile}`);
  const smsCode = /\b\d{6}\b/.exec(outbox.data[0]?.body ?? '')?.[0];
  const post = (body: unknown) => ({ method: 'POST', headers: JSON_WRITE, body: JSON.stringify(body) });
  await call(origin, '/users', post({ smsCode, data: { mobile, password: PASSWORD } }));
  const captcha = await call<{ uuid: string }>(origin, '/auth/svg_code');
  const { data: solved } = await call<{ answer: string }>(origin, `/dev/captcha/${captcha.data.uuid}`);
  const login = await call(
    origin,
    '/auth/login',
    post({ user: mobile, password: PASSWORD, svgCode: solved.answer, svgCodeUUID: captcha.data.uuid }),
  );
  const headers = { cookie: login.cookie };
  const { data: list } = await call<{ result: { id: string }[] }>(origin, '/licences', { headers });
  const licenceId = list.result[0]?.id ?? '';
  const deviceId = `bench-${n}`;
  await call(origin, `/licences/bind/${licenceId}?deviceId=${deviceId}&deviceName=bench`, {
    method: 'PUT',
    headers: { ...headers, 'x-requested-with': 'fleetkey' },
  });
  const { data: key } = await call<{ cdkey: string }>(origin, `/licences/cdkey/${licenceId}`, { headers });
  return { licenceKey: key.cdkey, deviceId };
}

/** Validations per second and latency at `connections`, each connection cycling through the keys. */
export async function benchLicenceValidate(
  server: BenchServer,
  connections: number,
  durationS: number,
): Promise<{ row: string; result: LoadResult; bare: LoadResult; cpuPerRequest: number | undefined }> {
  const devices: { licenceKey: string; deviceId: string }[] = [];
  for (let n = 0; n < ACCOUNTS; n++) devices.push(await boundKey(server.origin, n));
  const load = (requests: Buffer[], expectInBody?: string) =>
    runLoad({ origin: server.origin, connections, durationS, requests, expectInBody });
  // The bare route through the same client: the figure the lane is judged beside.
  const bare = await load([httpRequest(server.origin, 'GET', '/v1/nope')]);
  const cpuBefore = server.cpuMicros();
  const result = await load(
    devices.map((device) => httpRequest(server.origin, 'POST', '/v1/licences/validate', device)),
    '"code":"VALID"',
  );
  const cpuPerRequest = microsPerRequest(cpuBefore, server.cpuMicros(), result.requests.total);
  const figures = (r: LoadResult, bad: number) =>
    `${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${bad}`;
  const name = `POST /v1/licences/validate (${ACCOUNTS} bound keys, VALID)`;
  return {
    row:
      `${name} | ${figures(result, result.errors + result.non2xx + result.unexpected)}\n` +
      `  same client, GET /v1/nope (404 JSON) | ${figures(bare, bare.errors)}`,
    result,
    bare,
    cpuPerRequest,
  };
}
