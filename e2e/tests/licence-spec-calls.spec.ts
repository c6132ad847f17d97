import { expect as baseExpect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { LicenceView } from '@fleetkey/contract';
import { adminName, createAdmin, signInAsAdmin } from '../support/admin';
import { artifact } from '../support/artifacts';
import {
  apiSignIn,
  freshEmail,
  latestCode,
  passFlowControl,
  registerAccount,
  signInNewUser,
  signInWithPassword,
} from '../support/auth';
import { text } from '../support/locales';
import { closeDialog } from '../support/overlays';
import { pickOption } from '../support/select';
import { chooseLanguage } from '../support/session';
import { ucText } from '../support/user-centre';

// Issue 34: the licence spec's calls that had no screen, walked as the spec's users. A user is told live that
// a mobile is already registered, reads a licence's permissions (GET /permission_license), applies through
// the apply dialog (POST /apply), binds an e-mail (GET /auth/uc_email_code), changes the password with an
// SMS code (GET /auth/uc_sms_code, PUT /auth/new_change_password), signs in with it and out (GET
// /auth/logout). An administrator reads the registrations per day (GET /regist) and a user's applications
// (GET /applyments/{userId}), gives an administrator a role (POST /user_roles), sees which boards run a node
// (GET /board_nodes) and uploads a system file (POST /sys/file/upload).

const expect = baseExpect.configure({ timeout: 20_000 });
const CSRF = { 'X-Requested-With': 'fleetkey' };
const PASSWORD = 'Spec2024x';
const NEW_PASSWORD = 'Spec2025y';
const PERSONAL_PAGE = '/Home/PersonalInfo/PersonalInfo';
const en = (key: string) => text('licence-web', 'en', key);
const zh = (key: string) => text('licence-web', 'zh', key);

/** A picture of the page once the last action's toasts are gone (they would cover a dialog's title). */
async function shoot(page: Page, name: string): Promise<void> {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  await page.screenshot({ animations: 'disabled', path: artifact(`spec-calls-${name}.png`) });
}

/** Waits for a call of the page to `path` with `method`, answered with `status`, while `act` runs. */
async function answered(
  page: Page,
  method: string,
  path: string,
  status: number,
  act: () => Promise<unknown>,
) {
  const response = page.waitForResponse(
    (r) => r.request().method() === method && new URL(r.url()).pathname === path,
  );
  await act();
  expect((await response).status(), `${method} ${path}`).toBe(status);
}

test('a user: live "already registered", a licence\'s permissions, /apply, user-centre codes, logout', async ({
  page,
  request,
}) => {
  test.slow();
  const taken = await registerAccount(request, PASSWORD);
  await page.goto('/Register');
  await chooseLanguage(page, 'en');
  await page.getByTestId('mobile-input').fill(taken.national);
  await expect(page.getByText(ucText('en', 'errors.codes.MOBILE_EXISTS'))).toBeVisible();
  await shoot(page, 'register-taken-en');

  const mobile = await signInNewUser(page, PASSWORD, 'en');
  const licences = (await (await page.request.get('/v1/licences')).json()) as {
    data: { result: LicenceView[] };
  };
  const trial = licences.data.result[0];
  if (!trial) throw new Error('the new user has no trial licence');

  // The trial's role: none yet, so the permission dialog's view says it grants nothing.
  await page.getByTestId(`licence-more-${trial.licenseId}`).click();
  await answered(page, 'GET', '/v1/permission_license', 200, () =>
    page.getByTestId(`licence-permissions-${trial.licenseId}`).click(),
  );
  await expect(page.getByTestId('licence-permissions-dialog')).toContainText(
    en('licences.permissions.noRole'),
  );
  await shoot(page, 'licence-permissions-en');
  await closeDialog(page);

  await page.getByTestId('licence-apply').click();
  await page.getByTestId('apply-name').fill('Spec line');
  await page.getByTestId('apply-next').click();
  await page.getByTestId('terms-checkbox').click();
  await answered(page, 'POST', '/v1/apply', 201, () => page.getByTestId('terms-agree').click());
  await expect(page.getByTestId('apply-dialog')).toHaveCount(0);

  // A first e-mail through the user centre's code call.
  await page.goto(`${PERSONAL_PAGE}?tab=security`);
  const email = freshEmail();
  await page.getByTestId('security-email-action').click();
  await page.getByTestId('email-input').fill(email);
  await answered(page, 'GET', '/v1/auth/uc_email_code', 200, () =>
    page.getByTestId('contact-code-send').click(),
  );
  await page.getByTestId('contact-code-input').fill(await latestCode(page.request, email));
  await page
    .getByTestId('email-dialog')
    .getByRole('button', { name: ucText('en', 'userCentre.email.submit') })
    .click();
  await expect(page.getByTestId('security-email-value')).toHaveText(email);

  // The password by a code to the own mobile (registration sent one there a moment ago).
  await passFlowControl(page.request, mobile.full);
  const before = Date.now();
  await page.getByTestId('security-passwordCode-action').click();
  await answered(page, 'GET', '/v1/auth/uc_sms_code', 200, () =>
    page.getByTestId('contact-code-send').click(),
  );
  await page.getByTestId('contact-code-input').fill(await latestCode(page.request, mobile.full, before));
  await page.getByTestId('new-password').fill(NEW_PASSWORD);
  await page.getByTestId('confirm-password').fill(NEW_PASSWORD);
  await shoot(page, 'password-by-code-en');
  await answered(page, 'PUT', '/v1/auth/new_change_password', 200, () =>
    page
      .getByTestId('password-code-dialog')
      .getByRole('button', { name: ucText('en', 'userCentre.password.submit') })
      .click(),
  );
  await expect(page).toHaveURL(/\/Login$/);
  await signInWithPassword(page, mobile.national, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/Home\/Licence\/Licence$/);

  await page.getByTestId('user-menu').click();
  await answered(page, 'GET', '/v1/auth/logout', 200, () => page.getByTestId('logout').click());
  await expect(page).toHaveURL(/\/Login$/);
});

test("an administrator: registrations, a user's applications, a role given, a node's boards, a file", async ({
  page,
  browser,
}) => {
  test.slow();
  const keeper = adminName('keeper');
  await createAdmin(page.request, keeper, true);
  await signInAsAdmin(page, keeper);

  // A user with a new-licence application, an administrator without roles, a role, a node on a board.
  const userContext = await browser.newContext();
  const userMobile = await registerAccount(userContext.request, PASSWORD);
  const user = await apiSignIn(userContext.request, userMobile.national, PASSWORD);
  const applied = await userContext.request.post('/v1/apply', {
    data: { duration: 1, name: 'Spec line' },
    headers: CSRF,
  });
  expect(applied.status()).toBe(201);
  await userContext.close();
  const governed = adminName('gov');
  await createAdmin(page.request, governed, false);
  const roleName = `specrole${Date.now().toString(36)}`;
  expect(
    (await page.request.post('/v1/roles', { data: { name: roleName, permissions: [] }, headers: CSRF })).ok(),
  ).toBe(true);
  const nodeName = `SpecNode${Date.now().toString(36)}`;
  const node = await page.request.post('/v1/nodes', {
    data: { name: nodeName, type: 'logic' },
    headers: CSRF,
  });
  expect(node.status(), await node.text()).toBe(201);
  const nodeId = ((await node.json()) as { data: { id: string } }).data.id;
  const model = `SPEC-${Date.now().toString(36)}`;
  const board = await page.request.post('/v1/boards', { data: { model, nodeIds: [nodeId] }, headers: CSRF });
  expect(board.status(), await board.text()).toBe(201);

  await answered(page, 'GET', '/v1/regist', 200, () => page.goto('/Home/RegisterList/RegisterList'));
  await expect(page.getByTestId('registration-chart')).toBeVisible();
  await shoot(page, 'registrations-zh');
  const userSearch = page.locator(
    'input[data-testid="register-search"], [data-testid="register-search"] input',
  );
  await userSearch.fill(userMobile.national);
  await userSearch.press('Enter');
  await answered(page, 'GET', `/v1/applyments/${user.id}`, 200, () =>
    page.getByTestId(`register-detail-${user.id}`).click(),
  );
  await expect(page.getByTestId('user-applications')).toContainText('Spec line');
  await expect(page.getByTestId('user-applications')).toContainText(
    zh('licences.applications.states.pending'),
  );
  await page.getByTestId('user-applications').scrollIntoViewIfNeeded();
  await shoot(page, 'user-applications-zh');
  await closeDialog(page);

  await page.goto('/Home/groupManage/groupManage?tab=admins');
  // The other specs' administrators share the list (it pages): search for this one, as a person would.
  const adminSearch = page.locator('[data-testid="admin-search"] input, input[data-testid="admin-search"]');
  await adminSearch.fill(governed);
  await adminSearch.press('Enter');
  await page.getByTestId(`admin-roles-${governed}`).click();
  await pickOption(page, page.getByTestId('admin-roles-select'), roleName);
  await answered(page, 'POST', '/v1/user_roles', 201, () => page.getByTestId('admin-roles-give').click());
  await expect(page.getByTestId('admin-roles-drawer')).toContainText(roleName);
  await shoot(page, 'admin-roles-zh');
  await closeDialog(page);

  await page.goto('/Home/NodeManage/nodeManage');
  const nodeSearch = page.locator('input[data-testid="node-search"], [data-testid="node-search"] input');
  await nodeSearch.fill(nodeName);
  await nodeSearch.press('Enter');
  await answered(page, 'GET', '/v1/board_nodes', 200, () =>
    page.getByTestId(`node-boards-${nodeId}`).click(),
  );
  await expect(page.getByText(model)).toBeVisible();
  await shoot(page, 'node-boards-zh');

  await page.goto('/Home/SystemconfigAdmin/SystemConfig');
  await page.getByTestId('file-upload').click();
  const dialog = page.getByTestId('file-upload-dialog');
  await dialog.getByTestId('file-upload-type').fill('doc');
  await dialog.getByTestId('file-upload-log').fill('price list');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'prices.txt', mimeType: 'text/plain', buffer: Buffer.from('prices') });
  await answered(page, 'POST', '/v1/sys/file/upload', 201, () =>
    page.getByTestId('file-upload-submit').click(),
  );
  await expect(page.getByTestId('file-table')).toContainText('prices.txt');
  await page.getByTestId('system-files').scrollIntoViewIfNeeded();
  await shoot(page, 'system-files-zh');
});
