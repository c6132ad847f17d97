import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { artifact } from '../support/artifacts';
import { signInNewUser } from '../support/auth';
import { chooseLanguage } from '../support/session';

// A fresh walk (issue 34) at 1440 px: in English, a bound licence with a renewal asked for had its Expires
// column drawn under the fixed Actions column ("2027-04-2", "149 days le…").

test.use({ viewport: { width: 1440, height: 900 } });

const CSRF = { 'X-Requested-With': 'fleetkey' };

/** Right edge of the expiry cell and left edge of the actions cell of the table's first row. */
async function edges(page: Page): Promise<{ expiryRight: number; actionsLeft: number }> {
  const row = page.getByTestId('licence-table').locator('.ant-table-row').first();
  const expiry = await row
    .locator('td')
    .filter({ has: page.getByTestId('licence-expiry') })
    .boundingBox();
  const actions = await row
    .locator('td')
    .filter({ has: page.locator('[data-testid^="licence-more-"]') })
    .boundingBox({ timeout: 10_000 });
  if (!expiry || !actions) throw new Error('no expiry or actions cell');
  return { expiryRight: expiry.x + expiry.width, actionsLeft: actions.x };
}

test('at 1440 px the Expires column of a bound licence with a renewal asked for stays clear of Actions, in both languages', async ({
  page,
}) => {
  test.slow();
  await signInNewUser(page, 'Fleet2024', 'en');
  const { data } = (await (await page.request.get('/v1/licences')).json()) as {
    data: { result: { id: string }[] };
  };
  const licence = data.result[0];
  if (!licence) throw new Error('the new account has no trial');
  // A device id of the longest kind (64 characters) and a renewal request: the widest row a user has.
  const deviceId = 'd'.repeat(64);
  const bound = await page.request.put(
    `/v1/licences/bind/${licence.id}?deviceId=${deviceId}&deviceName=gateway`,
    {
      headers: CSRF,
    },
  );
  expect(bound.ok()).toBe(true);
  const renewed = await page.request.post('/v1/applyments/', {
    data: { type: 1, licenceId: licence.id, duration: 1 },
    headers: CSRF,
  });
  expect(renewed.ok(), await renewed.text()).toBe(true);
  await page.reload();
  for (const language of ['en', 'zh'] as const) {
    await chooseLanguage(page, language);
    await expect(page.getByTestId('licence-status')).toBeVisible();
    const { expiryRight, actionsLeft } = await edges(page);
    await page.screenshot({ path: artifact(`licence-table-fit-${language}.png`) });
    expect(expiryRight, language).toBeLessThanOrEqual(actionsLeft + 1);
  }
});
