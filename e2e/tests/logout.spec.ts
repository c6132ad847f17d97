import { expect, test } from '@playwright/test';
import { SESSION_COOKIE } from '@fleetkey/contract';
import { STORED_USER_KEY, signIn } from '../support/session';

for (const [name, start] of [
  ['licence portal', '/Home/Licence/Licence'],
  ['IoT console', '/iot/Home/Dashboard'],
] as const) {
  test(`logout in the ${name} ends the session cookie, forgets the user and returns to /Login`, async ({
    page,
    context,
  }) => {
    await signIn(page, 0);
    await page.goto(start);
    expect((await context.cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(true);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/Login$/);
    expect((await context.cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), STORED_USER_KEY)).toBeNull();
  });
}
