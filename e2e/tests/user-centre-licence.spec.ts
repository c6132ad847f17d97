import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { artifact } from '../support/artifacts';
import { chooseLanguage, signIn } from '../support/session';
import { freshEmail, freshMobile } from '../support/auth';
import { fillCode, pickAvatar, pngFile, provinceField, ucText } from '../support/user-centre';

const PAGE = '/Home/PersonalInfo/PersonalInfo';

// antd spaces two-character Chinese button labels ("保 存"), so the dialog's OK button is found by its role.
async function confirmDialog(page: Page, testId?: string): Promise<void> {
  await (testId ? page.getByTestId(testId) : page.locator('.ant-modal-footer .ant-btn-primary')).click();
  await expect(page.locator('.ant-modal')).toBeHidden();
}

test('the personal centre shows both tabs in both languages', async ({ page }) => {
  await signIn(page, 0);
  await page.goto(PAGE);
  await expect(page.getByTestId('profile-completeness')).toHaveText(
    ucText('zh', 'userCentre.completeness', { percent: '11' }),
  );
  await page.screenshot({ path: artifact('user-centre-licence-info-zh.png') });
  await page.getByTestId('tab-security').click();
  await expect(page.getByTestId('bind-email-hint')).toContainText(
    ucText('zh', 'userCentre.security.bindEmailHint'),
  );
  await page.screenshot({ path: artifact('user-centre-licence-security-zh.png') });
  await chooseLanguage(page, 'en');
  await expect(page.getByTestId('security-password')).toContainText(
    ucText('en', 'userCentre.security.password'),
  );
  await page.screenshot({ path: artifact('user-centre-licence-security-en.png') });
  await page.getByTestId('tab-info').click();
  await expect(page.getByTestId('profile-completeness')).toHaveText(
    ucText('en', 'userCentre.completeness', { percent: '11' }),
  );
  await page.screenshot({ path: artifact('user-centre-licence-info-en.png') });
});

test('binds an e-mail, binds then changes the mobile, and turns phone security on', async ({ page }) => {
  await signIn(page, 0);
  await page.goto(`${PAGE}?tab=security`);

  const email = freshEmail();
  await page.getByTestId('security-email-action').click();
  await page.getByTestId('email-input').fill(email);
  await fillCode(page, email);
  await confirmDialog(page);
  await expect(page.getByTestId('security-email-value')).toHaveText(email);
  await expect(page.getByTestId('bind-email-hint')).toHaveCount(0);

  const first = freshMobile();
  await page.getByTestId('security-mobile-action').click();
  await page.getByTestId('new-mobile-input').fill(first.national);
  await fillCode(page, first.full);
  await confirmDialog(page, 'mobile-dialog-ok');
  const masked = `${first.national.slice(0, 3)}****${first.national.slice(7)}`;
  await expect(page.getByTestId('security-mobile-value')).toHaveText(masked);

  // A change starts with the current number: a wrong one is refused.
  const second = freshMobile();
  await page.getByTestId('security-mobile-action').click();
  await page.getByTestId('current-mobile-input').fill('13000000000');
  await page.getByTestId('mobile-dialog-ok').click();
  await expect(page.locator('.ant-modal')).toContainText(ucText('zh', 'validation.currentMobileMismatch'));
  await page.getByTestId('current-mobile-input').fill(first.national);
  await page.getByTestId('mobile-dialog-ok').click();
  await page.getByTestId('new-mobile-input').fill(second.national);
  await fillCode(page, second.full);
  await confirmDialog(page, 'mobile-dialog-ok');
  await expect(page.getByTestId('security-mobile-value')).toHaveText(
    `${second.national.slice(0, 3)}****${second.national.slice(7)}`,
  );

  const security = page.getByTestId('phone-security-switch');
  await expect(security).toHaveAttribute('aria-checked', 'false');
  await security.click();
  await expect(security).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(page.getByTestId('phone-security-switch')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('security-email-value')).toHaveText(email);
});

test('uploads a PNG avatar and refuses a file over 200K', async ({ page }) => {
  await signIn(page, 0);
  await page.goto(PAGE);
  await pickAvatar(page, 'me.png', pngFile());
  await expect(page.locator('.ant-message')).toContainText(ucText('zh', 'userCentre.avatar.success'));
  const image = page.getByTestId('avatar-image').locator('img');
  await expect(image).toHaveAttribute('src', /\/v1\/avatars\/.+\.png$/);
  // The header shows the picture too, at once and after a reload (not the name's letter).
  const headerPicture = page.getByTestId('user-menu').locator('img');
  await expect(headerPicture).toHaveAttribute('src', /\/v1\/avatars\/.+\.png$/);
  await page.reload();
  await expect(image).toHaveAttribute('src', /\/v1\/avatars\/.+\.png$/);
  await expect(headerPicture).toHaveAttribute('src', /\/v1\/avatars\/.+\.png$/);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

  await pickAvatar(page, 'big.png', pngFile(64, [255, 0, 0], 300 * 1024));
  await expect(page.locator('.ant-message')).toContainText(ucText('zh', 'validation.avatarTooLarge'));
});

test('the edit dialog saves name and enterprise data, China picking a province', async ({ page }) => {
  await signIn(page, 0);
  await page.goto(PAGE);
  await page.getByTestId('profile-edit').click();
  const dialog = page.locator('.ant-modal');
  await dialog.getByTestId('profile-name-input').fill('Li Lei');
  // The portal's nickname rule (§5): letters, digits, underscores or Chinese — no space.
  await dialog.getByTestId('profile-nickname-input').fill('li lei');
  await expect(dialog).toContainText(ucText('zh', 'validation.nicknameInvalid'));
  await dialog.getByTestId('profile-nickname-input').fill('lilei_李');
  await expect(dialog).not.toContainText(ucText('zh', 'validation.nicknameInvalid'));
  await dialog.getByTestId('profile-desc-input').fill('Embedded UI');
  await dialog.getByText(ucText('zh', 'userCentre.gender.male'), { exact: true }).click();
  await dialog.getByTestId('profile-company-input').fill('Acme');
  await dialog.getByTestId('profile-position-input').fill('CTO');
  await dialog.getByTestId('profile-industry-input').click();
  await page.locator('.ant-select-dropdown').getByText(ucText('zh', 'userCentre.industries.it')).click();
  await dialog.getByTestId('profile-state-input').click();
  await page
    .locator('.ant-select-dropdown')
    .getByText(ucText('zh', 'userCentre.country.china'), { exact: true })
    .click();
  // Saving without a province is refused; then one from the list.
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(dialog).toContainText(ucText('zh', 'validation.required'));
  await provinceField(dialog, 'china-list').click();
  // The list is virtual (34 entries): search it, as a user would.
  await page.keyboard.type('浙江');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '浙江省' }).click();
  await page.screenshot({ path: artifact('user-centre-licence-edit-zh.png') });
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('profile-industry')).toHaveText(ucText('zh', 'userCentre.industries.it'));
  // Name, nickname, gender, signature, company, industry, position: 7 of 9 (e-mail and address left).
  await expect(page.getByTestId('profile-completeness')).toHaveText(
    ucText('zh', 'userCentre.completeness', { percent: '78' }),
  );
});
