import type { Page } from '@playwright/test';

/**
 * Opens a route of the console already on the page the way its own links do: the history changes and the
 * router renders the screen, without loading the page again (a full load costs about a second of the
 * renderer's processor time on this machine). `path` is the whole path, the IoT console's `/iot` included.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
