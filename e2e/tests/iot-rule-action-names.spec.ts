import { expect, test } from '@playwright/test';
import { artifact } from '../support/artifacts';
import { text } from '../support/locales';
import { signIn } from '../support/session';

// Issue 34's confusing same-name actions: a second rule action of a name in use was saved beside the first,
// and the two could not be told apart in the rule editor. It is refused, said at the name.

const zh = (key: string) => text('iot-web', 'zh', key);

test('a rule action of a name another action bears is refused at the name', async ({ page }) => {
  await signIn(page, 0);
  await page.goto('/iot/Home/RuleActions');
  const dialog = page.getByTestId('action-dialog');
  await page.getByTestId('action-create').click();
  await dialog.getByTestId('action-name').fill('Night notice');
  await page.getByTestId('action-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('action-list').locator('tr', { hasText: 'Night notice' })).toHaveCount(1);

  await page.getByTestId('action-create').click();
  await dialog.getByTestId('action-name').fill('night NOTICE');
  await page.getByTestId('action-submit').click();
  const nameItem = dialog
    .getByTestId('action-name')
    .locator('xpath=ancestor::div[contains(@class,"ant-form-item ")]');
  await expect(nameItem.locator('.ant-form-item-explain-error')).toHaveText(zh('ruleActions.nameTaken'));
  await page.screenshot({ path: artifact('iot-rule-action-name-taken-zh.png') });
});
