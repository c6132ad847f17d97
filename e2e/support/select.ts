import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of an antd select by its text, typed first to search (long lists show only some), and
 * checks that the select shows it chosen. A select that searches on the server replaces its list when the
 * answer comes: a click landing as the list changed chose nothing (and left the search text for the next
 * pick to type after), so the pick starts again, its search typed afresh, until the choice shows.
 */
export async function pickOption(
  page: Page,
  select: Locator,
  option: string,
  { exact = false }: { exact?: boolean } = {},
): Promise<void> {
  // Exact: the whole text, where another option holds this one's (device `m_1` beside `m_1-b`).
  const text = exact ? new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : option;
  // The value of a single select, a tag of a multiple one (whose content also holds the typed search).
  const single = await select.evaluate((root) => root.classList.contains('ant-select-single'));
  const chosen = select.locator(single ? '.ant-select-content-has-value' : '.ant-select-selection-item', {
    hasText: text,
  });
  await expect(async () => {
    if ((await chosen.count()) > 0) return;
    const dropdown = page.locator('.ant-select-dropdown:visible');
    if ((await dropdown.count()) === 0) await select.click();
    // A select without search has a read-only input: its options are all listed.
    const search = select.locator('input');
    if (await search.isEditable()) await search.fill(option);
    await dropdown.locator('.ant-select-item-option', { hasText: text }).first().click({ timeout: 10_000 });
    await expect(chosen.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}
