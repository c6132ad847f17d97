import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** On the DBC screen: opens the upload dialog, picks a file of this name and content, and sends it. */
export async function uploadDbc(page: Page, name: string, buffer: Buffer): Promise<void> {
  await page.getByTestId('dbc-upload').click();
  const dialog = page.getByTestId('dbc-upload-dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/plain', buffer });
  await page.getByTestId('dbc-upload-submit').click();
}
