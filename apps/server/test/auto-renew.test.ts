import { addMonthsUtc, AUTO_RENEW_DAYS_BEFORE_EXPIRY, AUTO_RENEW_MONTHS } from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './support/databases';
import { addLicence, levelUser, licenceRow, trail } from './support/licences';
import { startTestServer, type TestServer } from './support/test-server';

const DAY = 86_400_000;

describe.each(testEngines)('free auto-renewal for level 4 and above ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    // Off on its own, so only the test's runs renew.
    server = await startTestServer(engine, { env: { AUTO_RENEW_INTERVAL_MINUTES: '0' } });
  });
  afterAll(() => server.close());

  const runJob = async () => (await server.newClient().post<{ renewed: number }>('/test/auto-renew')).renewed;

  it('renews a level-4 licence expiring within the window once, with a message, even when two runs race', async () => {
    const { user } = await levelUser(server, 4);
    const expiredAt = server.clock.now() + 3 * DAY;
    const due = await addLicence(server, user.id, { expiredAt });
    const [a, b] = await Promise.all([runJob(), runJob()]);
    expect(a + b).toBe(1);
    const renewed = addMonthsUtc(new Date(expiredAt), AUTO_RENEW_MONTHS).getTime();
    expect((await licenceRow(server, due.id)).expiredAt).toBe(renewed);
    await expect(runJob()).resolves.toBe(0);
    expect((await licenceRow(server, due.id)).expiredAt).toBe(renewed);
    const { messages } = await trail(server, user.id);
    expect(messages).toEqual([
      expect.objectContaining({
        type: 1,
        title: 'Licence renewed automatically',
        content: expect.stringContaining(due.licenceNo),
      }),
    ]);
  });

  it('leaves alone lower levels, expired licences and licences not yet in the window', async () => {
    const now = server.clock.now();
    const low = await levelUser(server, 3);
    const high = await levelUser(server, 7);
    const lowDue = await addLicence(server, low.user.id, { expiredAt: now + DAY });
    const expired = await addLicence(server, high.user.id, { expiredAt: now - 1 });
    const later = await addLicence(server, high.user.id, {
      expiredAt: now + AUTO_RENEW_DAYS_BEFORE_EXPIRY * DAY + 60_000,
    });
    await expect(runJob()).resolves.toBe(0);
    for (const licence of [lowDue, expired, later])
      expect((await licenceRow(server, licence.id)).expiredAt).toBe(licence.expiredAt);

    // Two days on, the licence that was just outside the window is due (the clock moves; nothing sleeps).
    server.clock.advance(2 * DAY);
    await expect(runJob()).resolves.toBe(1);
    expect((await licenceRow(server, later.id)).expiredAt).toBe(
      addMonthsUtc(new Date(later.expiredAt), AUTO_RENEW_MONTHS).getTime(),
    );
    expect((await licenceRow(server, lowDue.id)).expiredAt).toBe(lowDue.expiredAt);
  });

  it('renews every due licence in one pass, more than one page of them', async () => {
    const { user } = await levelUser(server, 5);
    const expiredAt = server.clock.now() + DAY;
    for (let i = 0; i < 205; i++) await addLicence(server, user.id, { expiredAt });
    await expect(runJob()).resolves.toBe(205);
    await expect(runJob()).resolves.toBe(0);
  });
});
