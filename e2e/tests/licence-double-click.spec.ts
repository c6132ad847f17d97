import { expect, test } from '@playwright/test';
import { artifact } from '../support/artifacts';
import { bindFreshEmail, registerAccount, signInWithPassword } from '../support/auth';
import { text } from '../support/locales';
import { STORED_USER_KEY } from '../support/session';

// Issue 34's confusing double clicks of the licence portal: Bind, Use a card and Agree and submit did the
// action, then left the dialog open with the second click's refusal ("already bound", "card already used").
// A double click now does the action once and closes the dialog without a failure.

const PASSWORD = 'Fleet2024';
const zh = (key: string) => text('licence-web', 'zh', key);

test('a double click on Bind, Use a card or Agree and submit does it once and shows no failure', async ({
  page,
}) => {
  test.slow();
  const mobile = await registerAccount(page.request, PASSWORD);
  await page.goto('/Login');
  await signInWithPassword(page, mobile.national, PASSWORD);
  await expect(page).toHaveURL(/\/Home\/Licence\/Licence$/);
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), STORED_USER_KEY);
  const user = JSON.parse(stored ?? '{}') as { id: string };
  const listed = (await (await page.request.get('/v1/licences')).json()) as {
    data: { result: { id: string; licenseId: string }[] };
  };
  const trial = listed.data.result[0] as { id: string; licenseId: string };
  const row = page.getByTestId('licence-table').getByRole('row').filter({ hasText: trial.licenseId });
  const errors = page.locator('.ant-message-error, .ant-modal .ant-alert-error');

  await page.getByTestId(`licence-bind-${trial.licenseId}`).click();
  await page.getByTestId('bind-device-id').fill('gw-twice-01');
  await page.getByTestId('bind-device-name').fill('Gateway');
  await page.getByTestId('bind-submit').dblclick();
  await expect(page.locator('.ant-modal')).toBeHidden();
  await expect(row.getByTestId('licence-use-status')).toHaveText(zh('licences.useStatus.inUse'));
  await expect(errors).toHaveCount(0);

  // Binding an e-mail gives three cards; one of them is used by a double click.
  await bindFreshEmail(page.request, user.id);
  await page.reload();
  await page.getByTestId(`licence-more-${trial.licenseId}`).click();
  await page.getByTestId(`licence-useCard-${trial.licenseId}`).click();
  await page.getByTestId('use-card-option').first().click();
  await page.getByTestId('use-card-submit').dblclick();
  await expect(page.locator('.ant-modal')).toBeHidden();
  await expect(errors).toHaveCount(0);
  await page.screenshot({ path: artifact('licence-double-click-zh.png') });

  await page.goto('/Home/CardVoucher/CardVoucher');
  await expect(page.getByTestId('coupon-table-unused').getByTestId('coupon-type')).toHaveCount(2);

  // Agree and submit, clicked twice, sends one application.
  const applications: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/apply')
      applications.push(request.url());
  });
  await page.goto('/Home/Licence/Licence');
  await page.getByTestId('licence-apply').click();
  await page.getByTestId('apply-name').fill('Twice line');
  await page.getByTestId('apply-next').click();
  await page.getByTestId('terms-checkbox').click();
  await page.getByTestId('terms-agree').dblclick();
  await expect(page.getByTestId('apply-dialog')).toHaveCount(0);
  await expect(errors).toHaveCount(0);
  expect(applications).toHaveLength(1);
});
