import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  SIGNATURE_HEADER,
  signBody,
  verifySignature,
} from '../../src/modules/money/funds/pay-providers/signature';
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
