import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { IOT_ROUTES } from '../../apps/iot-web/src/app/routes';
import { needOfPath, meets } from '../../apps/iot-web/src/features/access/iot-access';
import type { IotAccessView, IotGrants, SessionUser } from '@fleetkey/contract';
import { shootBothLanguages } from '../support/artifacts';
import { captchaAnswer } from '../support/auth';
import { createDevice, createDeviceType, uniqueName } from '../support/iot';
import { text } from '../support/locales';
import { navigateInApp } from '../support/navigation';
import { walkScreen, watchRefusals, type RefusalWatch } from '../support/refusals';
import { STORED_USER_KEY, signIn } from '../support/session';

// Issue 34's "needless 400/403/404 requests": every screen of the IoT console (and each tab of it, and a
// device's detail), opened as its links open it, by a main account with data and by a scoped sub-user,
// sends no API call the server refuses as not allowed, not valid or not there. The test's own set-up calls
// go through page.request and are not the page's.

const CSRF = { 'X-Requested-With': 'fleetkey' };
const PASSWORD = 'Start1234';
const CHOSEN = 'Chosen1234';
/**
 * The sub-users walked: a field engineer of one group who reads most things but not the registry's set-up,
 * and an office user of all devices who reads the set-up, files and funds and corrects data but controls
 * nothing; between them each screen is opened both with and without the grants beside its own.
 */
const SUB_USERS: readonly { kind: string; grants: IotGrants; groupScoped: boolean }[] = [
  {
    kind: 'a group’s field engineer',
    groupScoped: true,
    grants: {
      devices: ['read', 'control'],
      firmware: ['read'],
      rules: ['read'],
      tasks: ['read'],
      statistics: ['read'],
      projects: ['read'],
      multicast: ['read'],
      dbc: ['read'],
      uds: ['read'],
    },
  },
  {
    kind: 'an office user of all devices',
    groupScoped: false,
    grants: {
      devtypes: ['read'],
      devices: ['read'],
      groups: ['read'],
      data: ['write'],
      customs: ['read'],
      files: ['read'],
      funds: ['read'],
      rules: ['read', 'write'],
      tasks: ['read', 'write'],
    },
  },
];

async function call(
  request: APIRequestContext,
  method: string,
  url: string,
  data?: object,
): Promise<unknown> {
  const response = await request.fetch(url, { method, data, headers: CSRF });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: unknown }).data;
}

/** A main account's registry: a type with a boolean point, two devices with data, a group of one, a project. */
async function seedAccount(request: APIRequestContext): Promise<{ devid: string; groupId: string }> {
  const devtype = uniqueName('meter');
  await createDeviceType(request, devtype, {
    data: [
      { name: 'power', type: 'number', unit: 'kW' },
      { name: 'running', type: 'boolean' },
    ],
  });
  const [devid, other] = [uniqueName('m'), uniqueName('m')];
  for (const id of [devid, other]) {
    await createDevice(request, id, devtype);
    await call(request, 'POST', `/v1/devices/${id}/data?devtype=${devtype}`, [
      { time: Date.now() - 60_000, power: 1.5, running: true },
      { time: Date.now() - 30_000, power: 0, running: false },
    ]);
  }
  const group = (await call(request, 'POST', '/v1/device_groups', { name: uniqueName('Line') })) as {
    id: string;
  };
  await call(request, 'POST', `/v1/device_groups/${group.id}`, { devids: [devid] });
  await call(request, 'POST', '/v1/projects', { name: uniqueName('Site'), description: 'Pumps' });
  return { devid, groupId: group.id };
}

/** Signs the page in over the API and stores the user as the console's sign-in does. */
async function apiSignInPage(page: Page, user: string, password: string): Promise<void> {
  const challenge = (await call(page.request, 'GET', '/v1/auth/svg_code')) as { uuid: string };
  const signedIn = (await call(page.request, 'POST', '/v1/auth/login', {
    user,
    password,
    svgCode: await captchaAnswer(page.request, challenge.uuid),
    svgCodeUUID: challenge.uuid,
  })) as SessionUser;
  await page.goto('/config.json');
  await page.evaluate(([key, stored]) => window.localStorage.setItem(key, stored), [
    STORED_USER_KEY,
    JSON.stringify(signedIn),
  ] as const);
}

/** Opens every route, then the device's detail, and answers what the server refused meanwhile. */
async function walkConsole(page: Page, watch: RefusalWatch, access: IotAccessView, devid: string) {
  await page.goto('/iot/Home/Dashboard');
  for (const route of IOT_ROUTES) {
    const shown = meets(access, needOfPath(route.path))
      ? page.getByTestId('page-title').getByText(text('iot-web', 'zh', route.titleKey), { exact: true })
      : page.getByTestId('no-access');
    await walkScreen(page, watch, `/iot${route.path}`, shown);
  }
  await walkScreen(
    page,
    watch,
    `/iot/Home/Devices?devid=${encodeURIComponent(devid)}`,
    page.getByTestId('device-info'),
  );
  return watch.refused;
}

test('a main account’s screens send no call the server refuses', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 0);
  const { devid } = await seedAccount(page.request);
  const watch = watchRefusals(page);
  const main: IotAccessView = {
    main: true,
    mustChangePassword: false,
    grants: {},
    scope: { kind: 'all', groupIds: [], projectIds: [] },
  };
  expect(await walkConsole(page, watch, main, devid)).toEqual([]);
});

for (const { kind, grants, groupScoped } of SUB_USERS) {
  test(`${kind}’s screens send no call the server refuses`, async ({ page, browser }) => {
    test.setTimeout(300_000);
    await signIn(page, 0);
    const { devid, groupId } = await seedAccount(page.request);
    const scope = groupScoped
      ? { kind: 'groups' as const, groupIds: [groupId], projectIds: [] }
      : { kind: 'all' as const, groupIds: [], projectIds: [] };
    const profile = (await call(page.request, 'POST', '/v1/subusers_access', {
      name: uniqueName('Staff').slice(0, 30),
      grants,
      scope: { kind: scope.kind, groupIds: scope.groupIds },
    })) as { id: number };
    const username = uniqueName('eng').slice(0, 20);
    await call(page.request, 'POST', '/v1/subusers', {
      username,
      name: 'Staff',
      password: PASSWORD,
      role: profile.id,
    });

    const context = await browser.newContext({ locale: 'zh-CN' });
    const sub = await context.newPage();
    // Its first password is the main account's: it chooses its own (ending the session) and signs in again.
    await apiSignInPage(sub, username, PASSWORD);
    await call(sub.request, 'POST', '/v1/auth/change_password', { oldpassword: PASSWORD, password: CHOSEN });
    await apiSignInPage(sub, username, CHOSEN);

    const watch = watchRefusals(sub);
    const access: IotAccessView = { main: false, mustChangePassword: false, grants, scope };
    expect(await walkConsole(sub, watch, access, devid)).toEqual([]);
    // The developer reference offers the LoRa session's fields to multicast readers only.
    await navigateInApp(sub, '/iot/Home/Developer');
    await expect(sub.getByRole('tab', { name: text('iot-web', 'zh', 'developer.tabs.codes') })).toBeVisible();
    await shootBothLanguages(sub, `iot-needless-refusals-developer-${groupScoped ? 'engineer' : 'office'}`);
    await context.close();
  });
}
