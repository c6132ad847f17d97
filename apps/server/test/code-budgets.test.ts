import type { ApiClient } from '@fleetkey/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMobile, solvedCaptcha } from './support/accounts';
import { testEngines } from './support/databases';
import { startTestServer, type TestServer } from './support/test-server';

// Codes across numbers: each receiver keeps its own limits, and on top one address (and everyone
// together) has an hourly budget of codes, answered 429 with Retry-After once spent.

const PER_ADDRESS = 3;
const ALL = 5;

async function askCode(client: ApiClient): Promise<{ status: number; code?: string; retryAfter?: number }> {
  return client
    .get('/auth/sms_code', {
      query: { mobile: newMobile(), codeType: 'registerCode', ...(await solvedCaptcha(client)) },
    })
    .then(
      () => ({ status: 200 }),
      (error: { status: number; code: string; data?: { retryAfterSeconds?: number } }) => ({
        status: error.status,
        code: error.code,
        retryAfter: error.data?.retryAfterSeconds,
      }),
    );
}

describe.each(testEngines)('hourly code budgets ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, {
      env: {
        CODE_BUDGET_ADDRESS_HOURLY: String(PER_ADDRESS),
        CODE_BUDGET_HOURLY: String(ALL),
        OUTBOX_API: '1',
      },
    });
  });
  afterAll(() => server.close());

  it('answers 429 CODE_BUDGET_ADDRESS with Retry-After once an address asked for its codes across numbers', async () => {
    const client = server.newClient();
    for (let i = 0; i < PER_ADDRESS; i++) expect(await askCode(client)).toEqual({ status: 200 });
    const refused = await askCode(client);
    expect(refused).toMatchObject({ status: 429, code: 'CODE_BUDGET_ADDRESS' });
    expect(refused.retryAfter).toBeGreaterThan(3_000);
    const raw = await fetch(`${server.origin}/v1/auth/sms_code?mobile=${newMobile()}&codeType=registerCode`);
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(3_000);

    // An hour after the first, the address may ask again.
    server.clock.advance(3_600_000);
    expect(await askCode(client)).toEqual({ status: 200 });
  });

  it('answers 429 CODE_BUDGET_ALL once everyone together spent the hour’s budget', async () => {
    const client = server.newClient();
    server.clock.advance(3_600_000);
    // The global budget counts every address; here the one address stays within its own budget first.
    for (let i = 0; i < PER_ADDRESS; i++) expect(await askCode(client)).toEqual({ status: 200 });
    await server.db
      .updateTable('codes')
      .set({ requestedFrom: '192.0.2.7' })
      .where('requestedFrom', '=', '127.0.0.1')
      .execute();
    for (let i = PER_ADDRESS; i < ALL; i++) expect(await askCode(client)).toEqual({ status: 200 });
    expect(await askCode(client)).toMatchObject({ status: 429, code: 'CODE_BUDGET_ALL' });
  });
});
