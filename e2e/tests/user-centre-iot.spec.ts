import { expect, test } from '@playwright/test';
import { artifact } from '../support/artifacts';
import { chooseLanguage, signIn } from '../support/session';
import { freshEmail } from '../support/auth';
import { fillCode, pickAvatar, pngFile, provinceField, ucText } from '../support/user-centre';

const PAGE = '/iot/Home/UserCenter';

test('the user centre shows both tabs in both languages', async ({ page }) => {
  await signIn(page, 0);
  await page.goto(PAGE);
  await expect(page.getByTestId('profile-completeness')).toHaveText(
    ucText('zh', 'userCentre.completeness', { percent: '11' }),
  );
  await page.screenshot({ path: artifact('user-centre-iot-info-zh.png') });
  await page.getByTestId('tab-security').click();
  await expect(page.getByTestId('security-mobile-value')).toHaveText(
    ucText('zh', 'userCentre.security.noMobile'),
  );
  await page.screenshot({ path: artifact('user-centre-iot-security-zh.png') });
  await chooseLanguage(page, 'en');
  await expect(page.getByTestId('bind-email-hint')).toContainText(
    ucText('en', 'userCentre.security.bindEmailHint'),
  );
  await page.screenshot({ path: artifact('user-centre-iot-security-en.png') });
  await page.getByTestId('tab-info').click();
  await expect(page.getByTestId('profile-completeness')).toHaveText(
    ucText('en', 'userCentre.completeness', { percent: '11' }),
  );
  await page.screenshot({ path: artifact('user-centre-iot-info-en.png') });
});

test('a sub-user sees only account security, without the mobile row', async ({ page }) => {
  await signIn(page, 1);
  await page.goto(PAGE);
  await expect(page.getByTestId('security-email')).toBeVisible();
  await expect(page.getByTestId('tab-info')).toHaveCount(0);
  await expect(page.getByTestId('security-mobile')).toHaveCount(0);
});

test('the edit dialog saves nickname, gender and enterprise data; another country takes letters only', async ({
  page,
}) => {
  await signIn(page, 0);
  await page.goto(PAGE);
  await page.getByTestId('profile-edit').click();
  const dialog = page.locator('.ant-modal');
  await dialog.getByTestId('profile-nickname-input').fill('lilei');
  await dialog.getByTestId('profile-desc-input').fill('Hello there');
  await dialog.getByText(ucText('zh', 'userCentre.gender.male'), { exact: true }).click();
  await dialog.getByTestId('profile-industry-input').click();
  await page
    .locator('.ant-select-dropdown:visible')
    .getByText(ucText('zh', 'userCentre.industries.energy'))
    .click();
  await dialog.getByTestId('profile-state-input').click();
  await page
    .locator('.ant-select-dropdown:visible')
    .getByText(ucText('zh', 'userCentre.country.china'), { exact: true })
    .click();
  await provinceField(dialog, 'china-list').click();
  await page.keyboard.type('广东');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '广东省' }).click();
  // Another country clears the province and takes a typed region of letters and spaces only.
  await dialog.getByTestId('profile-state-input').click();
  await page
    .locator('.ant-select-dropdown:visible')
    .getByText(ucText('zh', 'userCentre.country.other'), { exact: true })
    .click();
  const region = provinceField(dialog, 'text');
  await expect(region).toHaveValue('');
  await region.fill('Bavaria 9');
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(dialog).toContainText(ucText('zh', 'validation.onlyChineseEnglish'));
  await region.fill('Upper Bavaria');
  await page.screenshot({ path: artifact('user-centre-iot-edit-zh.png') });
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('profile-nickname')).toHaveText('lilei');
  await expect(page.getByTestId('profile-gender')).toHaveText(ucText('zh', 'userCentre.gender.male'));
  // name, nickname, gender, signature, industry filled: 5 × 11.12 %.
  await expect(page.getByTestId('profile-completeness')).toHaveText(
    ucText('zh', 'userCentre.completeness', { percent: '56' }),
  );
});

test('binds an e-mail and uploads a PNG avatar', async ({ page }) => {
  await signIn(page, 0);
  await page.goto(`${PAGE}?tab=security`);
  const email = freshEmail();
  await page.getByTestId('security-email-action').click();
  await page.getByTestId('email-input').fill(email.toUpperCase());
  await fillCode(page, email);
  await page.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(page.getByTestId('security-email-value')).toHaveText(email);

  await page.getByTestId('tab-info').click();
  await pickAvatar(page, 'me.png', pngFile(48, [19, 206, 102]));
  const image = page.getByTestId('avatar-image').locator('img');
  await expect(image).toHaveAttribute('src', /\/v1\/avatars\/.+\.png$/);
  await page.reload();
  await expect(image).toHaveAttribute('src', /\/v1\/avatars\/.+\.png$/);
  await pickAvatar(page, 'huge.png', pngFile(48, [0, 0, 0], 300 * 1024));
  await expect(page.locator('.ant-message')).toContainText(ucText('zh', 'validation.avatarTooLarge'));
});
