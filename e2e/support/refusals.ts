import { expect } from '@playwright/test';
import type { Locator, Page, Request } from '@playwright/test';
import { navigateInApp } from './navigation';

// The needless-refusal walks: what the screens sent by themselves and the server refused with 400, 403 or
// 404 — a call the user may not make, a query the server does not accept, or an object that is not there.
// Requests the test sends (page.request) are not the page's and are never seen here.

/** Statuses that mean a screen asked for something it should have known not to ask for. */
const NEEDLESS = new Set([400, 403, 404]);
/** How long the page must send no API call before a screen counts as loaded. */
const QUIET_MS = 600;

/** Whether a request is one of the console's API calls (not a page, script or live socket). */
function isApiCall(request: Request): boolean {
  const type = request.resourceType();
  return (type === 'fetch' || type === 'xhr') && new URL(request.url()).pathname.startsWith('/v1/');
}

/** The page's refused API calls as `METHOD /v1/path?query → status`, and a wait for its calls to end. */
export interface RefusalWatch {
  /** Every refused call so far, in order. */
  refused: string[];
  /** Waits until no API call has been in flight for a moment (the screen has asked all it asks). */
  settle(): Promise<void>;
}

/** Starts recording the page's refused API calls. */
export function watchRefusals(page: Page): RefusalWatch {
  const refused: string[] = [];
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const finish = (request: Request) => {
    if (inFlight.delete(request)) lastActivity = Date.now();
  };
  page.on('request', (request) => {
    if (!isApiCall(request)) return;
    inFlight.add(request);
    lastActivity = Date.now();
  });
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  page.on('response', (response) => {
    const request = response.request();
    if (!isApiCall(request) || !NEEDLESS.has(response.status())) return;
    const url = new URL(response.url());
    refused.push(`${request.method()} ${url.pathname}${url.search} → ${response.status()}`);
  });
  return {
    refused,
    settle: () =>
      expect
        .poll(() => inFlight.size === 0 && Date.now() - lastActivity >= QUIET_MS, {
          timeout: 60_000,
          intervals: [200],
          message: 'the screen kept calling the API',
        })
        .toBe(true),
  };
}

/**
 * Opens a screen the way the console's links do, waits until it shows `shown` and has made its calls, then
 * walks its tabs (walkTabs).
 */
export async function walkScreen(
  page: Page,
  watch: RefusalWatch,
  path: string,
  shown: Locator,
): Promise<void> {
  await navigateInApp(page, path);
  await expect(shown, path).toBeVisible();
  await watch.settle();
  await walkTabs(page, watch);
}

/**
 * Opens each visible tab of the tab rows the screen shows (not of a dialog, nor those a tab brings), waiting
 * for the calls of each.
 */
async function walkTabs(page: Page, watch: RefusalWatch): Promise<void> {
  // The screen's own tab rows are marked before any is clicked: a tab's content may bring rows of its own.
  const rows = await page.locator('main .ant-tabs').evaluateAll((found) => {
    found.forEach((row, index) => row.setAttribute('data-walked-tabs', String(index)));
    return found.length;
  });
  for (let row = 0; row < rows; row += 1) {
    const tabs = page
      .locator(`main [data-walked-tabs="${row}"]`)
      .locator(':scope > .ant-tabs-nav .ant-tabs-tab:not(.ant-tabs-tab-disabled)')
      .filter({ visible: true });
    const count = await tabs.count();
    for (let index = 0; index < count; index += 1) {
      await tabs.nth(index).click();
      await watch.settle();
    }
  }
}

/**
 * Opens every entry of the side menu as the user clicks it (each group unfolded first), waits for its
 * screen and its calls, and walks its tabs: the screens this user is offered, whoever it is.
 */
export async function walkMenu(page: Page, watch: RefusalWatch): Promise<void> {
  const menu = page.getByTestId('side-menu');
  // The menu is whole once the landing screen's entry shows lit (an administrator's entries wait for its
  // permissions).
  await expect(menu.locator('.ant-menu-item-selected')).toBeVisible();
  const closedGroups = menu.locator(
    '.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title',
  );
  while ((await closedGroups.count()) > 0) await closedGroups.first().click();
  const entries = menu.locator('.ant-menu-item [data-testid^="menu-"]');
  const count = await entries.count();
  for (let index = 0; index < count; index += 1) {
    const entry = entries.nth(index);
    const label = (await entry.textContent()) ?? '';
    await entry.click();
    await expect(menu.locator('.ant-menu-item-selected'), label).toContainText(label);
    await expect(page.getByTestId('page-title'), label).toBeVisible();
    await watch.settle();
    await walkTabs(page, watch);
  }
}
