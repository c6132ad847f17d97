import type { Locator, Page } from '@playwright/test';

/** Picks an option of an antd select by its text, typed first to search (long lists show only some). */
export async function pickOption(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.keyboard.type(option);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
}
