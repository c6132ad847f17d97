import { expect, test } from '@playwright/test';
import { artifact } from '../support/artifacts';
import { authText } from '../support/auth';
import { createDeviceType, uniqueName } from '../support/iot';
import { chooseLanguage, signIn } from '../support/session';

// Issue 34's confusing import of the IoT walk: one generic "data not valid" covered a GBK-encoded CSV (what
// Excel on Chinese Windows saves), empty or header-only files, a `;` separator and a non-CSV file. Now a GBK
// or semicolon CSV is read, and every other refusal says what is wrong with the file.

const kit = authText;

test('a GBK or semicolon CSV imports; an empty, header-only or non-CSV file is told why', async ({
  page,
}) => {
  await signIn(page, 0);
  const devtype = uniqueName('imp');
  await createDeviceType(page.request, devtype, { mode: 'open' });
  await page.goto('/iot/Home/Devices');
  await page.getByTestId('device-import').click();
  const dialog = page.getByTestId('import-dialog');
  const file = dialog.locator('input[type=file]');
  const importing = async (name: string, buffer: Buffer) => {
    await file.setInputFiles({ name, mimeType: 'text/csv', buffer });
    await page.getByTestId('import-start').click();
  };
  const failed = page.getByTestId('import-failed');

  await importing('empty.csv', Buffer.from(''));
  await expect(failed).toHaveText(kit('zh', 'validation.importFileEmpty'));
  await importing('header.csv', Buffer.from('devid,devtype,devname\r\n'));
  await expect(failed).toHaveText(kit('zh', 'validation.importNoRows'));
  await page.screenshot({ path: artifact('iot-import-header-only-zh.png') });
  await importing('devices.txt', Buffer.from(`devid,devtype\nx,${devtype}\n`));
  await expect(failed).toHaveText(kit('zh', 'validation.importFileType'));
  await chooseLanguage(page, 'en');
  await expect(failed).toHaveText(kit('en', 'validation.importFileType'));
  await page.screenshot({ path: artifact('iot-import-not-csv-en.png') });
  await chooseLanguage(page, 'zh');

  // 水表一号 as Excel on Chinese Windows saves it (GBK, no BOM, CRLF), and a semicolon file beside it.
  const gbkId = `${devtype}_gbk`;
  await importing(
    'gbk.csv',
    Buffer.concat([
      Buffer.from(`devid,devtype,devname\r\n${gbkId},${devtype},`),
      Buffer.from([0xcb, 0xae, 0xb1, 0xed, 0xd2, 0xbb, 0xba, 0xc5]),
      Buffer.from('\r\n'),
    ]),
  );
  await expect(page.getByTestId('secret-value')).toHaveCount(1);
  await page.getByTestId('secret-done').click();
  const gbkRow = page.getByTestId(`device-link-${gbkId}`).locator('xpath=ancestor::tr');
  await expect(gbkRow).toContainText('水表一号');

  const semiId = `${devtype}_semi`;
  await page.getByTestId('device-import').click();
  await importing('semi.csv', Buffer.from(`devid;devtype;devname\n${semiId};${devtype};Hall 2\n`));
  await expect(page.getByTestId('secret-value')).toHaveCount(1);
  await page.getByTestId('secret-done').click();
  await expect(page.getByTestId(`device-link-${semiId}`)).toBeVisible();
  await page.screenshot({ path: artifact('iot-import-gbk-semicolon-zh.png') });
});
