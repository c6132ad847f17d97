import { expect } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';

// Helpers of the console-switch specs: hand-off tokens (ujwt) and fresh browsers that hold no session.

/** The id of the user this page's session cookie signs in, or null when none does. */
export async function sessionUserId(page: Page): Promise<string | null> {
  const response = await page.request.get('/v1/users');
  return response.ok() ? ((await response.json()) as { data: { id: string } }).data.id : null;
}

/** A ujwt for the page's signed-in user, straight from the server. */
export async function issueToken(page: Page): Promise<string> {
  const response = await page.request.get('/v1/auth/ujwt?loginType=iot');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { ujwt: string } }).data.ujwt;
}

/**
 * Opens a /Login address with a token in a browser that holds no session (its language chosen before the
 * page loads), and answers its page.
 */
export async function openInFreshBrowser(
  browser: Browser,
  url: string,
  language: 'zh' | 'en' = 'zh',
): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((chosen) => window.localStorage.setItem('fleetkey.lang', chosen), language);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}
