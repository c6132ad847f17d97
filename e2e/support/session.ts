import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { SessionUser } from '@fleetkey/contract';

/** Where the consoles keep the signed-in user for display (web-kit's session store). */
export const STORED_USER_KEY = 'fleetkey.user';

/**
 * Signs the page's browser context in through the test-only session helper (NODE_ENV=test) and stores the
 * user the way the consoles do after a real sign-in.
 */
export async function signIn(page: Page, role = 0): Promise<SessionUser> {
  const response = await page.request.post('/v1/test/session', {
    data: { role },
    headers: { 'X-Requested-With': 'fleetkey' },
  });
  if (!response.ok()) throw new Error(`test session failed: ${response.status()}`);
  const { data } = (await response.json()) as { data: SessionUser };
  // Store the user once, on the first page of this origin, as a real sign-in would; later navigations
  // (after a logout, say) must see what the console itself left there.
  await page.goto('/config.json');
  await page.evaluate(([key, user]) => window.localStorage.setItem(key, user), [
    STORED_USER_KEY,
    JSON.stringify(data),
  ] as const);
  return data;
}

/**
 * Chooses the console language through the header's language control, retrying until the control names
 * the new language. Both the control and the option are clicked by event: an open dialog's mask covers the
 * header (the menu itself opens above the mask), and a pointer click waits for the renderer to acknowledge
 * it, which on a loaded machine under a live screen (CI: the CAN tab's frames) took longer than any retry.
 */
export async function chooseLanguage(page: Page, language: 'zh' | 'en'): Promise<void> {
  const trigger = page.getByTestId('language-switch');
  const option = page.getByTestId(`language-${language}`);
  // The pointer leaves what it rested on, as a user's does on the way to the header: a tooltip shown by a hover
  // before the switch is shown again by the same hover after it.
  await page.mouse.move(0, 0);
  await expect(async () => {
    if (!(await option.isVisible())) await trigger.dispatchEvent('click');
    await option.dispatchEvent('click', undefined, { timeout: 5_000 });
    await expect(trigger).toHaveAttribute('data-language', language, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  // The menu closes by itself; should it stay open, the control closes it (Escape would close a dialog too).
  await expect(async () => {
    try {
      await expect(option).toBeHidden({ timeout: 2_000 });
    } catch (error) {
      await trigger.dispatchEvent('click');
      throw error;
    }
  }).toPass({ timeout: 15_000 });
}
