import { expect, test } from '@playwright/test';
import { artifact } from '../support/artifacts';
import { apiSignIn, authText, registerAccount } from '../support/auth';
import { issueToken, openInFreshBrowser, sessionUserId } from '../support/console-switch';

// Moves the server's clock: runs in the `clock` project, alone (playwright.config.ts).

const CSRF = { 'X-Requested-With': 'fleetkey' };

test('an expired ujwt is refused: the form stays, with the reason, and the token leaves the address', async ({
  page,
  browser,
}) => {
  const mobile = await registerAccount(page.request, 'Switch2024');
  await apiSignIn(page.request, mobile.full, 'Switch2024');

  // A minute on the server's clock is longer than a token lives.
  const late = await issueToken(page);
  const clock = await page.request.put('/v1/test/clock', { data: { advanceMs: 61_000 }, headers: CSRF });
  expect(clock.ok()).toBe(true);
  const expired = await openInFreshBrowser(browser, `/iot/Login?ujwt=${late}`, 'en');
  await expect(expired.getByTestId('auto-sign-in-error')).toHaveText(
    authText('en', 'errors.codes.HANDOFF_INVALID'),
    { timeout: 20_000 },
  );
  await expect(expired).toHaveURL(/\/iot\/Login$/);
  expect(await sessionUserId(expired)).toBeNull();
  await expired.screenshot({ animations: 'disabled', path: artifact('console-switch-refused-en.png') });
  await expired.context().close();
});
