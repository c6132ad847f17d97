import { expect, test } from '@playwright/test';
import { artifact } from '../support/artifacts';
import { authText } from '../support/auth';
import { text } from '../support/locales';
import { pickOption } from '../support/select';
import { signIn } from '../support/session';

// Issue 34's confusing webhook refusal: the server's reason came as a generic error above the form, with the
// stale "required" of an earlier empty URL still under the filled one. Now the reason is said at the URL and
// the earlier check's message is gone. (This e2e server allows private targets, RULE_WEBHOOK_ALLOW_PRIVATE=1,
// so the refusal shown is a URL with credentials; a private or http address is refused the same way where the
// operator does not allow them: ActionDialog.test.tsx and the rules integration test.)

const zh = (key: string) => text('iot-web', 'zh', key);

test("the server's refusal of a webhook URL is said at the URL, and the earlier 'required' is gone", async ({
  page,
}) => {
  await signIn(page, 0);
  await page.goto('/iot/Home/RuleActions');
  const dialog = page.getByTestId('action-dialog');
  await page.getByTestId('action-create').click();
  await dialog.getByTestId('action-name').fill('Ops hook');
  await pickOption(page, dialog.getByTestId('action-kind'), zh('ruleActions.kinds.webhook'));
  await dialog.getByTestId('action-secret').fill('s3cret-s3cret-s3cret');
  await page.getByTestId('action-submit').click();
  const urlItem = dialog
    .getByTestId('action-url')
    .locator('xpath=ancestor::div[contains(@class,"ant-form-item ")]');
  const urlError = urlItem.locator('.ant-form-item-explain-error');
  await expect(urlError).toHaveCount(1);
  const firstCheck = (await urlError.textContent()) ?? '';

  await dialog.getByTestId('action-url').fill('https://ops:pw@hooks.example.com/alarm');
  await page.getByTestId('action-submit').click();
  await expect(urlError).toHaveText(authText('zh', 'validation.webhookUrlInvalid'));
  await expect(urlItem).not.toContainText(firstCheck);
  await page.screenshot({ path: artifact('iot-webhook-refused-at-url-zh.png') });
});
