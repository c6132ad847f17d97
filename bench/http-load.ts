import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

// A closed-loop HTTP/1.1 load generator: each keep-alive connection has exactly one request in flight
// (no pipelining) and sends the next only when the whole answer has arrived, as autocannon does by
// default. It exists because the load generator shares this machine's two cores with the server:
// autocannon spent 60–100 µs of CPU per request here, about as much as the validation lane it measures,
// so it, not the server, set the figure. Here every request is a prebuilt buffer and an answer is
// checked with a few byte searches (about 40 µs a request, most of it the socket system calls).

/** What to send and how to tell a good answer. */
export interface LoadOptions {
  origin: string;
  connections: number;
  durationS: number;
  /** Whole requests (see httpRequest); connection k sends them in turn starting at k. */
  requests: readonly Buffer[];
  /** Bytes every good answer's body contains; other 2xx answers count as unexpected. */
  expectInBody?: string;
}

/** Figures of one run, named as autocannon names them. */
export interface LoadResult {
  requests: { total: number; average: number };
  /** Milliseconds, to the microsecond. */
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
  unexpected: number;
}

/** The bytes of one keep-alive request to `origin`. */
export function httpRequest(origin: string, method: string, path: string, json?: unknown): Buffer {
  const { host } = new URL(origin);
  const body = json === undefined ? '' : JSON.stringify(json);
  const head =
    `${method} ${path} HTTP/1.1\r\nhost: ${host}\r\n` +
    (json === undefined ? '' : `content-type: application/json\r\n`) +
    `content-length: ${Buffer.byteLength(body)}\r\n\r\n`;
  return Buffer.from(head + body);
}

const HEAD_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:[ \t]*(\d+)/i;
// Latencies are counted per microsecond up to 1 s; slower answers land in the last bucket.
const LATENCY_BUCKETS = 1_000_000;

/** Runs the load for `durationS` and answers what completed within it. */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { port, hostname } = new URL(options.origin);
  const expect = options.expectInBody === undefined ? undefined : Buffer.from(options.expectInBody);
  const latencies = new Uint32Array(LATENCY_BUCKETS);
  const tally = { total: 0, errors: 0, non2xx: 0, unexpected: 0 };
  const sockets: Socket[] = [];
  let running = true;
  let open = options.connections;

  return new Promise((resolve) => {
    const finish = () => {
      if (--open > 0) return;
      resolve({
        requests: { total: tally.total, average: tally.total / options.durationS },
        latency: {
          p50: percentile(latencies, tally.total, 0.5),
          p99: percentile(latencies, tally.total, 0.99),
        },
        errors: tally.errors,
        non2xx: tally.non2xx,
        unexpected: tally.unexpected,
      });
    };

    const drive = (k: number) => {
      const socket = connect({ port: Number(port), host: hostname, noDelay: true });
      sockets.push(socket);
      let next = k;
      let sentAt = 0;
      let pending: Buffer | undefined;
      const send = () => {
        sentAt = performance.now();
        socket.write(options.requests[next++ % options.requests.length] as Buffer);
      };
      socket.once('connect', send);
      socket.on('data', (chunk: Buffer) => {
        const data = pending ? Buffer.concat([pending, chunk]) : chunk;
        const headEnd = data.indexOf(HEAD_END);
        const length = headEnd < 0 ? -1 : contentLength(data, headEnd);
        if (length < 0 || data.length < headEnd + 4 + length) {
          pending = data;
          return;
        }
        pending = undefined;
        if (!running) return void socket.end();
        const micros = Math.round((performance.now() - sentAt) * 1000);
        const bucket = Math.min(micros, LATENCY_BUCKETS - 1);
        latencies[bucket] = (latencies[bucket] ?? 0) + 1;
        tally.total++;
        // "HTTP/1.1 200": the status digits sit at bytes 9–11.
        if (data[9] !== 0x32) tally.non2xx++;
        else if (expect && data.indexOf(expect, headEnd + 4) < 0) tally.unexpected++;
        send();
      });
      socket.on('error', () => tally.errors++);
      socket.once('close', finish);
    };

    for (let k = 0; k < options.connections; k++) drive(k);
    setTimeout(() => {
      running = false;
      // An answer that never comes must not hang the run.
      setTimeout(() => sockets.forEach((socket) => socket.destroy()), 2000).unref();
    }, options.durationS * 1000);
  });
}

// The declared body length, or -1 when the answer does not declare one (never the case here).
function contentLength(data: Buffer, headEnd: number): number {
  const match = CONTENT_LENGTH.exec(data.toString('latin1', 0, headEnd));
  return match ? Number(match[1]) : -1;
}

function percentile(buckets: Uint32Array, total: number, share: number): number {
  const rank = Math.ceil(total * share);
  let seen = 0;
  for (let micros = 0; micros < buckets.length; micros++) {
    seen += buckets[micros] ?? 0;
    if (seen >= rank) return micros / 1000;
  }
  return Number.NaN;
}
