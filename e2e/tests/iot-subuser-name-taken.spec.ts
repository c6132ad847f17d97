import { expect, test } from '@playwright/test';
import { artifact } from '../support/artifacts';
import { registerAccount } from '../support/auth';
import { text } from '../support/locales';
import { signIn } from '../support/session';

// Issue 34's wrong result of the IoT walk: a sub-user could be named after another account's mobile, and then
// never sign in (that name signed in to the other account). The sub-user dialog is refused, saying why, and
// no sub-user is made.

const zh = (key: string) => text('iot-web', 'zh', key);

test("a sub-user named after another account's mobile is refused, saying why", async ({ page, browser }) => {
  const elsewhere = await browser.newContext();
  const mobile = await registerAccount(elsewhere.request, 'Other2024');
  await elsewhere.close();

  await signIn(page, 0);
  await page.goto('/iot/Home/SubUsers');
  await page.getByTestId('subuser-create').click();
  await page.getByTestId('subuser-username').fill(mobile.national);
  await page.getByTestId('subuser-name').fill('Night shift');
  await page.getByTestId('subuser-password').fill('Start1234');
  await page.getByTestId('subuser-save').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.ant-alert-error')).toHaveText(zh('errors.codes.USER_EXISTS'));
  await page.screenshot({ path: artifact('iot-subuser-mobile-taken-zh.png') });

  const listed = await page.request.get('/v1/subusers');
  const { data } = (await listed.json()) as { data: { result: { username: string }[] } };
  expect(data.result.map((subuser) => subuser.username)).not.toContain(mobile.national);
});
