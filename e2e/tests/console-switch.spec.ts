import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { artifact } from '../support/artifacts';
import { authText, signInNewUser } from '../support/auth';
import { issueToken, openInFreshBrowser, sessionUserId } from '../support/console-switch';
import { STORED_USER_KEY } from '../support/session';

const PASSWORD = 'Switch2024';
const LICENCE_HOME = /\/Home\/Licence\/Licence$/;
const IOT_HOME = /\/iot\/Home\/Dashboard$/;
// Arriving in the other console is a whole page load (app, shell chunk, its data): slower than a click.
const LANDING = { timeout: 20_000 };

/** A screenshot once the landing screen has loaded its code and data. */
async function landingShot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ animations: 'disabled', path: artifact(name) });
}

for (const language of ['zh', 'en'] as const) {
  test(`a user moves from the licence portal to the IoT console and back with a ujwt (${language})`, async ({
    page,
    browser,
  }) => {
    // Two consoles, two sign-ins and a registration: more than the default 30 s on a busy machine.
    test.slow();
    // Chosen on the sign-in screen; both consoles read the one stored choice.
    await signInNewUser(page, PASSWORD, language);
    const userId = await sessionUserId(page);
    expect(userId).not.toBeNull();

    await page.getByTestId('user-menu').click();
    await expect(page.getByTestId('switch-console')).toHaveText(authText(language, 'auth.handoff.toIot'));
    await page.screenshot({
      animations: 'disabled',
      path: artifact(`console-switch-licence-menu-${language}.png`),
    });

    // The token the portal fetches is noted on its way through; the IoT console's sign-in with it is held
    // until the "signing in" state has been looked at.
    let ujwt = '';
    await page.route(
      (url) => url.pathname === '/v1/auth/ujwt',
      async (route) => {
        const response = await route.fetch();
        ujwt = ((await response.json()) as { data: { ujwt: string } }).data.ujwt;
        await route.fulfill({ response });
      },
    );
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/v1/auth/login' && url.searchParams.has('ujwt'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.getByTestId('switch-console').click();
    await expect(page.getByText(authText(language, 'auth.handoff.signingIn'))).toBeVisible(LANDING);
    // The token has already left the address bar while it is being redeemed.
    await expect(page).toHaveURL(/\/iot\/Login$/);
    await page.screenshot({
      animations: 'disabled',
      path: artifact(`console-switch-iot-signing-in-${language}.png`),
    });
    release();

    await expect(page).toHaveURL(IOT_HOME, LANDING);
    await expect(page.getByTestId('app-header')).toBeVisible(LANDING);
    expect(await sessionUserId(page)).toBe(userId);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), STORED_USER_KEY)).toContain(
      String(userId),
    );
    await landingShot(page, `console-switch-iot-landing-${language}.png`);

    await page.getByTestId('user-menu').click();
    await expect(page.getByTestId('switch-console')).toHaveText(authText(language, 'auth.handoff.toLicence'));
    await page.screenshot({
      animations: 'disabled',
      path: artifact(`console-switch-iot-menu-${language}.png`),
    });
    await page.getByTestId('switch-console').click();
    await expect(page).toHaveURL(LICENCE_HOME, LANDING);
    await expect(page.getByTestId('app-header')).toBeVisible(LANDING);
    expect(await sessionUserId(page)).toBe(userId);
    await landingShot(page, `console-switch-licence-landing-${language}.png`);

    // The token that carried the user across is spent: another browser cannot use it.
    expect(ujwt).not.toBe('');
    const replay = await openInFreshBrowser(browser, `/iot/Login?ujwt=${ujwt}`);
    await expect(replay.getByTestId('auto-sign-in-error')).toHaveText(
      authText('zh', 'errors.codes.HANDOFF_INVALID'),
      LANDING,
    );
    expect(await sessionUserId(replay)).toBeNull();
    await replay.context().close();
  });
}

test('a reused ujwt is refused: the form stays, with the reason, and the token leaves the address', async ({
  page,
  browser,
}) => {
  // A registration, a sign-in and two fresh browsers: more than the default 30 s on a busy machine.
  test.slow();
  await signInNewUser(page, PASSWORD);

  // Used once, in one browser: signed in there.
  const token = await issueToken(page);
  const first = await openInFreshBrowser(browser, `/iot/Login?ujwt=${token}&path=/Home/Devices`);
  await expect(first).toHaveURL(/\/iot\/Home\/Devices$/, LANDING);
  expect(await sessionUserId(first)).toBe(await sessionUserId(page));
  await first.context().close();

  // Used again: refused, the sign-in form stays and nothing is stored.
  const reused = await openInFreshBrowser(browser, `/Login?ujwt=${token}&path=PersonalInfo`);
  await expect(reused.getByTestId('auto-sign-in-error')).toHaveText(
    authText('zh', 'errors.codes.HANDOFF_INVALID'),
    LANDING,
  );
  await expect(reused).toHaveURL(/\/Login\?path=PersonalInfo$/);
  await expect(reused.getByTestId('tab-password')).toBeVisible();
  expect(await reused.evaluate((key) => window.localStorage.getItem(key), STORED_USER_KEY)).toBeNull();
  await reused.screenshot({ animations: 'disabled', path: artifact('console-switch-refused-zh.png') });
  await reused.context().close();
});
