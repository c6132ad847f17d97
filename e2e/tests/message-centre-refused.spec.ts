import { expect, test } from '@playwright/test';
import { artifact } from '../support/artifacts';
import { adminName, createAdmin, signInAsAdmin } from '../support/admin';
import { watchRefusals } from '../support/refusals';

// A fresh walk (issue 34): an administrator who opened the message centre by its address was told they may
// not, above filters, a "mark all read" button and a table saying there are no messages. The message centre
// is a user's screen: an administrator is told no without the screen asking the server first.

test('an administrator opening the message centre sees only the refusal', async ({ page }) => {
  const name = adminName('msgs');
  await createAdmin(page.request, name, true);
  await signInAsAdmin(page, name);
  const watch = watchRefusals(page);
  await page.goto('/Home/MessageCenter/MessageCenter');
  await expect(page.getByTestId('no-access')).toBeVisible();
  await expect(page.getByTestId('load-error-retry')).toHaveCount(0);
  await expect(page.getByTestId('mark-all-read')).toHaveCount(0);
  await expect(page.getByTestId('message-table')).toHaveCount(0);
  await watch.settle();
  expect(watch.refused).toEqual([]);
  await page.screenshot({ path: artifact('message-centre-refused-zh.png') });
});
