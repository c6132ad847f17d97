import { expect, test } from '@playwright/test';
import { artifact } from '../support/artifacts';
import { createDevice, createDeviceType, uniqueName } from '../support/iot';
import { text } from '../support/locales';
import { chooseLanguage, signIn } from '../support/session';

// Issue 34's wrong result of the IoT walk: a strict device type did not check command parameters
// (setTarget {"target":"hot"} and {"speed":9} were queued, delivered and replied). Now the device page's
// command form is refused, naming the parameter and why; a fitting command is queued for the offline device.

const zh = (key: string) => text('iot-web', 'zh', key);
const en = (key: string) => text('iot-web', 'en', key);

test("a strict type's command with an undeclared parameter or a wrong value type is refused, naming it", async ({
  page,
}) => {
  await signIn(page, 0);
  const devtype = uniqueName('strictcmd');
  await createDeviceType(page.request, devtype, {
    commands: [{ name: 'setTarget', cmdtype: 'unconfirmed', params: [{ name: 'target', type: 'number' }] }],
  });
  const devid = `${devtype}_1`;
  await createDevice(page.request, devid, devtype);

  await page.goto(`/iot/Home/Devices?devid=${devid}`);
  await page.getByRole('tab', { name: zh('devices.tabs.commands') }).click();
  const form = page.getByTestId('command-form');
  await form.getByTestId('command-name').locator('input').fill('setTarget');
  await form.getByTestId('command-queue').check();
  const send = async (params: string) => {
    await form.getByTestId('command-params').fill(params);
    await form.getByTestId('command-send').click();
  };

  await send('{"target":"hot"}');
  const refusal = form.getByTestId('command-error');
  await expect(refusal).toContainText(
    zh('commands.paramType')
      .replace('{{param}}', 'target')
      .replace('{{type}}', zh('deviceTypes.pointTypes.number')),
  );
  await page.screenshot({ path: artifact('iot-strict-params-type-zh.png'), fullPage: true });

  await send('{"speed":9}');
  await expect(refusal).toContainText(zh('commands.paramUndeclared').replace('{{param}}', 'speed'));
  await chooseLanguage(page, 'en');
  await expect(refusal).toContainText(en('commands.paramUndeclared').replace('{{param}}', 'speed'));
  await page.screenshot({ path: artifact('iot-strict-params-undeclared-en.png'), fullPage: true });
  await chooseLanguage(page, 'zh');

  // Nothing refused was queued; the fitting command is.
  const listed = await page.request.get(`/v1/devices/${devid}/commands`);
  const before = ((await listed.json()) as { data: { totalCount: number } }).data.totalCount;
  expect(before).toBe(0);
  await send('{"target":21.5}');
  await expect(form.getByTestId('command-result')).toContainText('setTarget');
  await expect(refusal).toHaveCount(0);
});
