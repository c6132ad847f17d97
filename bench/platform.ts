import autocannon from 'autocannon';
import { benchCodeRequest, benchPasswordLogin } from './auth';
import { benchLicenceValidate, VALIDATE_BENCH_ENV } from './licence-validate';
import { startBareRoute } from './bare-server';
import { microsPerRequest, startBenchServer } from './server-process';
import { grouped, judge } from './summary';

// Platform figures on this machine: each target is hit by 50 connections for 5 seconds.
const DURATION_S = 5;
const CONNECTIONS = 50;
const VALIDATE_TARGET = 65_000;
/** The common path within this factor of a bare Fastify route's rate (issue 35). */
const BARE_FACTOR = 3;

interface Target {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

const targets: Target[] = [
  { name: 'GET /v1/health (database round trip)', path: '/v1/health' },
  { name: 'GET /config.json', path: '/config.json' },
  { name: 'GET / (licence portal index.html)', path: '/' },
  { name: 'GET /v1/nope (404 JSON)', path: '/v1/nope' },
];

/** The platform figures (HTTP paths, licence validation, sign-in, codes) on a server of their own. */
export async function benchPlatform(): Promise<void> {
  // Logs at info level would be the bottleneck being measured; production runs at info, so say so.
  const server = await startBenchServer({
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    ...VALIDATE_BENCH_ENV,
  });
  console.log(
    `Fleetkey platform bench — ${CONNECTIONS} connections × ${DURATION_S} s per target, ${server.origin}`,
  );
  console.log('target | req/s (mean) | latency p50 ms | p99 ms | errors/non-2xx');
  const cpuPerRequest = new Map<string, number | undefined>();
  const rates = new Map<string, number>();
  const bareRoute = await startBareRoute();
  try {
    const bare = await autocannon({ url: bareRoute.url, connections: CONNECTIONS, duration: DURATION_S });
    console.log(
      `bare Fastify route (own process, the yardstick) | ${Math.round(bare.requests.average)} | ${bare.latency.p50} | ${bare.latency.p99} | ${bare.errors + bare.non2xx}`,
    );
    for (const target of targets) {
      const cpuBefore = server.cpuMicros();
      const result = await autocannon({
        url: `${server.origin}${target.path}`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: target.headers,
      });
      cpuPerRequest.set(target.path, microsPerRequest(cpuBefore, server.cpuMicros(), result.requests.total));
      rates.set(target.path, result.requests.average);
      const bad = result.errors + result.timeouts + (target.path === '/v1/nope' ? 0 : result.non2xx);
      console.log(
        `${target.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${bad}`,
      );
    }
    for (const path of ['/v1/nope', '/v1/health']) {
      const factor = bare.requests.average / (rates.get(path) ?? 0);
      const verdict = judge(
        `GET ${path}: bare Fastify route's rate ÷ its rate`,
        `${factor.toFixed(1)}× (${grouped(rates.get(path) ?? 0)} vs ${grouped(bare.requests.average)} req/s)`,
        `≤ ${BARE_FACTOR}×`,
        factor <= BARE_FACTOR,
      );
      console.log(
        `  GET ${path} runs ${factor.toFixed(1)}× slower than the bare route; target ≤ ${BARE_FACTOR}×: ${verdict}`,
      );
    }
    const validate = await benchLicenceValidate(server, CONNECTIONS, DURATION_S);
    console.log(validate.row);
    // The figure to judge it by: a bare route through the same load client in this same run (autocannon's
    // figures above come from another client and are not comparable).
    const share = Math.round((100 * validate.result.requests.average) / validate.bare.requests.average);
    const met = judge(
      'licence validation (req/s, p99 ≤ 10 ms)',
      grouped(validate.result.requests.average),
      `≥ ${grouped(VALIDATE_TARGET)}`,
      validate.result.requests.average >= VALIDATE_TARGET && validate.result.latency.p99 <= 10,
    );
    console.log(
      `  validate runs at ${share}% of the same client's GET /v1/nope; ` +
        `target ≥ ${grouped(VALIDATE_TARGET)}/s with p99 ≤ 10 ms: ${met}`,
    );
    // CPU per request depends far less than req/s on what else the machine runs at the time.
    const cpu = (value: number | undefined) => (value === undefined ? 'n/a' : `${Math.round(value)} µs`);
    console.log(
      `  server CPU per request: validate ${cpu(validate.cpuPerRequest)}, GET /v1/health ` +
        `${cpu(cpuPerRequest.get('/v1/health'))}, GET /v1/nope ${cpu(cpuPerRequest.get('/v1/nope'))}`,
    );
    console.log(await benchPasswordLogin(server));
    console.log(await benchCodeRequest(server));
  } finally {
    await bareRoute.stop();
    await server.stop();
  }
}
