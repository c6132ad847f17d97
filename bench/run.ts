import autocannon from 'autocannon';
import { benchCodeRequest, benchPasswordLogin } from './auth';
import { startBenchServer } from './server-process';

// Platform figures on this machine: each target is hit by 50 connections for 5 seconds.
const DURATION_S = 5;
const CONNECTIONS = 50;

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

async function main(): Promise<void> {
  // Logs at info level would be the bottleneck being measured; production runs at info, so say so.
  const server = await startBenchServer({ LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn' });
  console.log(
    `Fleetkey platform bench — ${CONNECTIONS} connections × ${DURATION_S} s per target, ${server.origin}`,
  );
  console.log('target | req/s (mean) | latency p50 ms | p99 ms | errors/non-2xx');
  try {
    for (const target of targets) {
      const result = await autocannon({
        url: `${server.origin}${target.path}`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: target.headers,
      });
      const bad = result.errors + result.timeouts + (target.path === '/v1/nope' ? 0 : result.non2xx);
      console.log(
        `${target.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${bad}`,
      );
    }
    console.log(await benchPasswordLogin(server));
    console.log(await benchCodeRequest(server));
  } finally {
    await server.stop();
  }
}

await main();
