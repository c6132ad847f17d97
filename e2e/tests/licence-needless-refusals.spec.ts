import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { adminName, createAdmin, signInAsAdmin } from '../support/admin';
import { signInNewUser } from '../support/auth';
import { walkMenu, watchRefusals } from '../support/refusals';

// Issue 34's "needless 400/403/404 requests", in the licence portal: every screen its menu offers (and each
// tab of it), opened from the menu, by a registered user (with the trial licence registration gives) and by
// a super administrator, sends no API call the server refuses as not allowed, not valid or not there.

/** Walks the menu from the page the session landed on; answers the refused calls. */
async function walkPortal(page: Page): Promise<string[]> {
  const watch = watchRefusals(page);
  await walkMenu(page, watch);
  return watch.refused;
}

test('a registered user’s portal screens send no call the server refuses', async ({ page }) => {
  test.setTimeout(300_000);
  await signInNewUser(page, 'Start1234');
  expect(await walkPortal(page)).toEqual([]);
});

test('a super administrator’s portal screens send no call the server refuses', async ({ page }) => {
  test.setTimeout(300_000);
  const chief = adminName('walk');
  await createAdmin(page.request, chief, true);
  await signInAsAdmin(page, chief);
  expect(await walkPortal(page)).toEqual([]);
});
