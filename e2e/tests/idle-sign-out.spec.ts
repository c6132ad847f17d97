import { expect, test } from '@playwright/test';
import { SESSION_COOKIE } from '@fleetkey/contract';
import { artifact } from '../support/artifacts';
import { text } from '../support/locales';
import { chooseLanguage, signIn } from '../support/session';

// The server's idle limit is its default, 12 hours: the console warns at 11 h 57 min without a click or a key
// (its sign-out comes a minute before the server's own, at 11 h 59 min). The browser's clock is moved; the
// consoles' polls go on meanwhile and must not count as the user being there.
test('after nearly 12 idle hours the console warns, stays on request, and signs out when the time is up', async ({
  page,
  context,
}) => {
  await signIn(page, 0);
  await page.clock.install();
  await page.goto('/Home/Licence/Licence');
  await expect(page.getByTestId('page-title')).toHaveText(text('licence-web', 'zh', 'routes.licence'));
  const warning = page.getByTestId('idle-warning');

  await page.clock.fastForward('11:57:30');
  await expect(page.getByText(text('web-kit', 'zh', 'session.idleTitle'))).toBeVisible();
  await expect(warning).toContainText(/ 1:[0-2]\d /);
  await page.clock.runFor(1000);
  await page.screenshot({ path: artifact('idle-warning-zh.png') });
  await page.getByTestId('idle-stay').click();
  await expect(warning).toBeHidden();

  // Choosing the language is activity too: the next warning comes 11 h 57 min after it.
  await chooseLanguage(page, 'en');
  await page.clock.fastForward('11:58:00');
  await expect(warning).toContainText('you will be signed out in');
  // The dialog's opening animation runs on the faked clock: let it finish before the picture.
  await page.clock.runFor(1000);
  await page.screenshot({ path: artifact('idle-warning-en.png') });
  await page.clock.fastForward('01:05');
  await expect(page).toHaveURL(/\/Login$/);
  await expect(page.getByText(text('web-kit', 'en', 'session.idleSignedOut'))).toBeVisible();
  await page.screenshot({ path: artifact('idle-signed-out-en.png') });
  expect((await context.cookies()).some((cookie) => cookie.name === SESSION_COOKIE)).toBe(false);
});
