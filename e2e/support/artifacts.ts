import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { chooseLanguage } from './session';

/** Path of a screenshot in e2e/artifacts/, where people look at what the tests saw. */
export function artifact(name: string): string {
  return fileURLToPath(new URL(`../artifacts/${name}`, import.meta.url));
}

/** Scrolls the page to its top: a full-page shot of a scrolled page draws the sticky header mid-page. */
export async function scrollToTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Screenshots the whole page in Chinese (`<stem>-zh.png`), then in English (`<stem>-en.png`), and returns to
 * Chinese; `prepare` runs before each shot.
 */
export async function shootBothLanguages(
  page: Page,
  stem: string,
  prepare: (page: Page) => Promise<void> = async () => {},
): Promise<void> {
  await prepare(page);
  await page.screenshot({ path: artifact(`${stem}-zh.png`), fullPage: true });
  await chooseLanguage(page, 'en');
  await prepare(page);
  await page.screenshot({ path: artifact(`${stem}-en.png`), fullPage: true });
  await chooseLanguage(page, 'zh');
}
