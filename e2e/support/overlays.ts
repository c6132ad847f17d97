import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

// Closing what a test opened, by the control a person would use, and waiting until it is really gone.
// A key press is not used for this: Escape reaches a dialog only once it holds the focus, which it takes at
// the end of its opening animation, so an early press was lost on a busy machine and the dialog stayed.

/** The dialogs and drawers on screen now. */
export function openDialogs(page: Page): Locator {
  return page.locator('.ant-modal-wrap, .ant-drawer').filter({ visible: true });
}

/** Closes the one dialog or drawer on screen with its close button and waits until it has gone. */
export async function closeDialog(page: Page): Promise<void> {
  const open = openDialogs(page);
  await expect(open, 'one dialog or drawer is open').toHaveCount(1);
  await open.locator('.ant-modal-close, .ant-drawer-close').click();
  await expect(open, 'the dialog or drawer has closed').toHaveCount(0);
}

/** Closes a dropdown menu opened by a click on `trigger` (a second click) and waits until `item` has gone. */
export async function closeMenu(trigger: Locator, item: Locator): Promise<void> {
  await expect(item).toBeVisible();
  await trigger.click();
  await expect(item).toBeHidden();
}
