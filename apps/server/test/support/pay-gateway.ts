import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect } from 'vitest';
import { ledgerMatches } from '../../src/modules/money/funds/ledger';
import {
  SIGNATURE_HEADER,
  signBody,
  verifySignature,
} from '../../src/modules/money/funds/pay-providers/signature';
import { sharedServerWithKeeper, type ServerWithKeeper } from './admins';
import type { TestEngine } from './databases';
import { setByHook, sharedWith } from './hook-values';
import type { TestServer } from './test-server';

/** The secret the test gateway and the server share. */
export const GATEWAY_SECRET = 'test-gateway-secret-0123456789-abcdef';

/**
 * A small payment gateway: answers a signed new order with its page, or fails as told, and remembers what
 * it was asked. The test plays the gateway's callbacks itself.
 */
export async function startGateway() {
  const received: { orderId: string; amount: number; currency: string; signed: boolean }[] = [];
  const state = { mode: 'ok' as 'ok' | 'error' };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = JSON.parse(raw.toString('utf8')) as { orderId: string; amount: number; currency: string };
      const signature = request.headers[SIGNATURE_HEADER];
      received.push({
        ...body,
        signed: verifySignature(GATEWAY_SECRET, raw, typeof signature === 'string' ? signature : undefined),
      });
      if (state.mode === 'error') {
        response.writeHead(503).end('down for maintenance');
        return;
      }
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ payUrl: `https://pay.example.test/checkout/${body.orderId}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/orders`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A running test gateway: where it takes orders, what it was asked, how it answers next. */
export type TestGateway = Awaited<ReturnType<typeof startGateway>>;

/** The describe block's shared server with `keeper` signed in, paying through a test gateway of its own. */
export interface ServerWithGateway extends ServerWithKeeper {
  readonly gateway: TestGateway;
}

/**
 * One server for the tests of the enclosing describe block (see sharedServerWithKeeper) whose gateway
 * payments go to a test gateway started before it; after the tests its ledger must still match the balances.
 */
export function sharedServerWithGateway(
  engine: TestEngine,
  env: Record<string, string> = {},
): ServerWithGateway {
  const gateway = setByHook<TestGateway>('the test gateway');
  beforeAll(async () => {
    gateway.set(await startGateway());
  });
  afterAll(() => gateway.get().close());
  const shared = sharedServerWithKeeper(engine, () => ({
    env: { FUNDS_GATEWAY_URL: gateway.get().url, FUNDS_GATEWAY_SECRET: GATEWAY_SECRET, ...env },
  }));
  afterAll(async () => {
    await expect(ledgerMatches(shared.server.db)).resolves.toMatchObject({ matches: true });
  });
  return sharedWith(shared, 'gateway', gateway.get);
}

/** The gateway's callback as it would send it to `server`; `signature` replaces the right one (a forgery). */
export async function gatewayCallback(server: TestServer, body: object, signature?: string) {
  const raw = JSON.stringify(body);
  const response = await fetch(`${server.origin}/v1/pay/callback/gateway`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signature ?? signBody(GATEWAY_SECRET, raw),
    },
    body: raw,
  });
  return {
    status: response.status,
    body: (await response.json()) as { code?: string; data?: { state: string } },
  };
}
