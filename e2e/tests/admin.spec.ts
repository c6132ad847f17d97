import { expect as baseExpect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { ADMIN_RESOURCES, LICENCE_TYPES, MESSAGE_TYPES } from '@fleetkey/contract';
import { ADMIN_PASSWORD, adminName, createAdmin, grantEverything, signInAsAdmin } from '../support/admin';
import { artifact } from '../support/artifacts';
import { closeDialog } from '../support/overlays';
import { apiSignIn, registerAccount, signInNewUser } from '../support/auth';
import { text } from '../support/locales';

// The licence portal's administration (issue 5): a renewal passed on the pending page and its effects, a
// read-only administrator who is shown no write and refused a forged one, a broadcast sent and recalled,
// and the operation log of each write. Administrators sign in through /admin, which is Chinese only.

// Each screen's first load (lazy chunks, several queries) takes seconds on a loaded machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const PASSWORD = 'Fleet2024';
const CSRF = { 'X-Requested-With': 'fleetkey' };
const MESSAGE_PAGE = '/Home/MessageCenter/MessageCenter';
const PENDING_PAGE = '/Home/PendingTrial/PendingTrial';
const EXAMINED_PAGE = '/Home/Examined/Examined';
const LOG_PAGE = '/Home/Log/Log';
const MESSAGE_PUSH_PAGE = '/Home/MessagePush/MessagePush';
const DAY_MS = 86_400_000;

const zh = (key: string) => text('licence-web', 'zh', key);

interface Licence {
  id: string;
  licenseId: string;
  expiredAt: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A moment as the screens write it (`2025-03-31 14:05`, local time: the browser runs in this machine's zone). */
function shownTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A page in a browser context of its own: the user and each administrator keep their own session. */
async function ownPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** The signed-in account's only licence, as the server lists it. */
async function theTrial(request: APIRequestContext): Promise<Licence> {
  const response = await request.get('/v1/licences');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { result: Licence[] } };
  expect(data.result).toHaveLength(1);
  return data.result[0] as Licence;
}

/** A super administrator signed in over the API on `request` (for set-up the screens are not tested on). */
async function keeperOn(request: APIRequestContext): Promise<string> {
  const username = adminName('keeper');
  await createAdmin(request, username, true);
  const login = await request.post('/v1/auth/admin/login', {
    data: { user: username, password: ADMIN_PASSWORD },
    headers: CSRF,
  });
  expect(login.ok()).toBe(true);
  return username;
}

/** Table rows (antd marks each with its record's id) holding a text. */
function rowsWith(table: Locator, hasText: string): Locator {
  return table.locator('tr[data-row-key]').filter({ hasText });
}

/** The cell of a row under the column headed `header`. */
async function cellUnder(table: Locator, row: Locator, header: string): Promise<Locator> {
  const headers = (await table.locator('thead th').allInnerTexts()).map((title) => title.trim());
  const index = headers.indexOf(header);
  expect(index, `a column headed ${header} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return row.locator(':scope > td').nth(index);
}

/** Types in a list's search box and applies it with Enter (antd's Input.Search puts the id on its wrapper). */
async function search(page: Page, testId: string, value: string): Promise<void> {
  const box = page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`);
  await box.fill(value);
  await box.press('Enter');
}

/**
 * Opens a menu item of a group. The group may be open already, or still opening (its items sliding into
 * place): a click on its title would close it, so the group is clicked only while the item is not shown,
 * until the item takes the click and its page has opened.
 */
async function openMenuItem(page: Page, group: string, item: string, opened: Locator): Promise<void> {
  const entry = page.getByTestId(`menu-${item}`);
  await expect(async () => {
    if (!(await entry.isVisible())) await page.getByTestId(`menu-${group}`).click();
    await entry.click({ timeout: 2_000 });
    await expect(opened).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** Opens the operation log from the menu and shows the entries whose content holds `value`. */
async function logEntriesWith(page: Page, value: string): Promise<Locator> {
  await openMenuItem(page, 'system', 'operationLog', page.getByTestId('oplog-table'));
  await expect(page).toHaveURL(new RegExp(`${LOG_PAGE}$`));
  await search(page, 'oplog-search', value);
  return page.getByTestId('oplog-table').locator('tr[data-row-key]');
}

test('a renewal passed on the pending page moves to examined, extends the licence, messages the user and is logged', async ({
  browser,
}) => {
  // Two browsers over six screens: more than the default 30 s on a busy machine.
  test.slow();
  const user = await ownPage(browser);
  const mobile = await signInNewUser(user, PASSWORD);
  const before = await theTrial(user.request);
  const licenceRow = rowsWith(user.getByTestId('licence-table'), before.licenseId);
  await expect(licenceRow.getByTestId('licence-expiry')).toBeVisible();
  const expiryBefore = await licenceRow.getByTestId('licence-expiry').innerText();

  // The user asks for six more months.
  await user.getByTestId(`licence-renew-${before.licenseId}`).click();
  await user.getByTestId('duration-2').click();
  await user.getByTestId('renew-submit').click();
  await expect(user.locator('.ant-modal')).toBeHidden();
  await expect(licenceRow.getByTestId('licence-status')).toHaveText(zh('licences.status.renewalRequested'));

  // A super administrator finds it on the pending page and passes it.
  const admin = await ownPage(browser);
  const examiner = adminName('chief');
  await createAdmin(admin.request, examiner, true);
  await signInAsAdmin(admin, examiner);
  await admin.getByTestId('menu-pending').click();
  await expect(admin).toHaveURL(new RegExp(`${PENDING_PAGE}$`));
  await search(admin, 'review-search', mobile.national);
  const pendingTable = admin.getByTestId('review-table');
  const pending = rowsWith(pendingTable, before.licenseId);
  await expect(pending).toHaveCount(1);
  await expect(pending.getByTestId('review-type')).toHaveText(
    zh(`licences.applyTypes.${LICENCE_TYPES.renew}`),
  );
  await expect(pending).toContainText(zh('licences.durations.6'));
  const applyId = (await pending.getAttribute('data-row-key')) ?? '';
  expect(applyId).not.toBe('');
  await admin.screenshot({ path: artifact('admin-pending-zh.png') });

  await admin.getByTestId(`review-pass-${applyId}`).click();
  const dialog = admin.getByTestId('review-confirm-dialog');
  await expect(dialog).toContainText(zh('review.confirm.passTitle'));
  await expect(dialog).toContainText(before.licenseId);
  await admin.getByTestId('review-confirm-remark').fill('续期已核准');
  await admin.getByTestId('review-confirm-ok').click();
  await expect(dialog).toBeHidden();
  await expect(pending).toHaveCount(0);
  await expect(pendingTable).toContainText(zh('review.empty.pending'));

  // It is on the examined page with its record.
  await admin.getByTestId('menu-examined').click();
  await expect(admin).toHaveURL(new RegExp(`${EXAMINED_PAGE}$`));
  const examinedTable = admin.getByTestId('examined-table');
  // The pending page's search box stays on screen until the examined page has loaded.
  await expect(examinedTable).toBeVisible();
  await search(admin, 'review-search', mobile.national);
  const examined = examinedTable.locator(`tr[data-row-key="${applyId}"]`);
  await expect(examined).toBeVisible();
  const records = await admin.request.get(`/v1/applyments/review?stage=examined&search=${mobile.national}`);
  expect(records.ok()).toBe(true);
  const { data } = (await records.json()) as {
    data: {
      result: { id: string; applicant: { username: string }; applyTime: number; examinTime: number }[];
    };
  };
  const record = data.result.find((r) => r.id === applyId);
  if (!record) throw new Error(`no examination record ${applyId} for ${mobile.national}`);
  const cell = (header: string) => cellUnder(examinedTable, examined, header);
  await expect(examined.getByTestId('review-applicant')).toHaveText(record.applicant.username);
  await expect(await cell(zh('review.fields.applicant'))).toContainText(mobile.national);
  await expect(examined.getByTestId('review-type')).toHaveText(
    zh(`licences.applyTypes.${LICENCE_TYPES.renew}`),
  );
  await expect(await cell(zh('review.fields.applyPeriod'))).toHaveText(zh('licences.durations.6'));
  await expect(await cell(zh('review.fields.licence'))).toHaveText(before.licenseId);
  await expect(await cell(zh('review.fields.applyTime'))).toHaveText(shownTime(record.applyTime));
  await expect(await cell(zh('review.fields.examinTime'))).toHaveText(shownTime(record.examinTime));
  expect(record.examinTime).toBeGreaterThanOrEqual(record.applyTime);
  await expect(examined.getByTestId('review-result')).toHaveText(zh('review.results.passed'));
  await expect(await cell(zh('review.fields.examiner'))).toHaveText(examiner);
  await admin.screenshot({ path: artifact('admin-examined-zh.png') });
  await admin.getByTestId(`examined-detail-${applyId}`).click();
  await expect(admin.getByTestId('review-drawer')).toContainText('续期已核准');
  await admin.screenshot({ path: artifact('admin-examined-detail-zh.png') });
  await closeDialog(admin);

  // The user's licence runs six months longer, and the decision is in the message centre.
  const after = await theTrial(user.request);
  const addedDays = (after.expiredAt - before.expiredAt) / DAY_MS;
  expect(addedDays).toBeGreaterThanOrEqual(181);
  expect(addedDays).toBeLessThanOrEqual(184);
  await user.reload();
  await expect(licenceRow.getByTestId('licence-expiry')).not.toHaveText(expiryBefore);
  await expect(licenceRow.getByTestId('licence-status')).toHaveText(zh('licences.status.normal'));
  await user.goto(MESSAGE_PAGE);
  // What the user asked for, as the Chinese texts of the message and the operation log word it.
  const renewalAsked = zh('serverTextParts.request.renew')
    .replace('{{licenceNo}}', before.licenseId)
    .replace('$t(licences.durations.{{months}})', zh('licences.durations.6'));
  // The server keys the message; the page words it in Chinese.
  const decision = rowsWith(
    user.getByTestId('message-table'),
    zh('serverText.applicationApprovedRemark.title'),
  );
  await expect(decision).toHaveCount(1);
  await decision.getByTestId('message-title').click();
  await expect(user.getByTestId('message-content')).toContainText(renewalAsked);
  await expect(user.getByTestId('message-content')).toContainText('续期已核准');

  // The operation log has the decision, by its administrator, worded in Chinese from its key (found by
  // the applicant: the search refuses the '-' of ids and licence numbers, §5).
  const entries = await logEntriesWith(admin, record.applicant.username);
  await expect(entries).toHaveCount(1);
  await expect(entries.getByTestId('oplog-content')).toHaveText(
    zh('oplogText.passedApplication')
      .replace('{{username}}', record.applicant.username)
      .replace('{{applyId}}', applyId)
      .replace('$t(serverTextParts.request.{{request}})', renewalAsked),
  );
  await expect(entries).toContainText(examiner);
  await admin.screenshot({ path: artifact('admin-log-decision-zh.png') });
});

test('a read-only administrator sees every screen without a write button and is refused a forged write', async ({
  browser,
  request,
}) => {
  test.slow();
  // Something on every screen: a user with a pending renewal, a broadcast, an installer, and the role below.
  await keeperOn(request);
  const userContext = await browser.newContext();
  const mobile = await registerAccount(userContext.request, PASSWORD);
  await apiSignIn(userContext.request, mobile.national, PASSWORD);
  const trial = await theTrial(userContext.request);
  const applied = await userContext.request.post('/v1/applyments/', {
    data: { type: LICENCE_TYPES.renew, licenceId: trial.id, duration: 1 },
    headers: CSRF,
  });
  expect(applied.ok()).toBe(true);
  const applyId = ((await applied.json()) as { data: { id: string } }).data.id;
  const broadcast = await request.post('/v1/broadcasts', {
    data: {
      type: MESSAGE_TYPES.system,
      title: `只读检查 ${adminName('')}`,
      content: '只读管理员应看到这条广播。',
    },
    headers: CSRF,
  });
  expect(broadcast.ok(), await broadcast.text()).toBe(true);
  const installer = await request.post('/v1/sys/installers?version=1.0.0&os=linux', {
    headers: CSRF,
    multipart: {
      file: { name: 'fleetkey-agent.tar.gz', mimeType: 'application/gzip', buffer: Buffer.from('agent') },
    },
  });
  expect(installer.ok(), await installer.text()).toBe(true);

  const reader = adminName('reader');
  const readerId = await createAdmin(request, reader, false);
  await grantEverything(request, readerId, ADMIN_RESOURCES, 'read');
  const page = await ownPage(browser);
  await signInAsAdmin(page, reader);

  // Every administration entry is in the menu.
  for (const entry of [
    'licence',
    'pending',
    'examined',
    'register',
    'card',
    'push',
    'system',
    'permission',
  ]) {
    await expect(page.getByTestId(`menu-${entry}`)).toBeVisible();
  }
  await page.getByTestId('menu-system').click();
  await expect(page.getByTestId('menu-operationLog')).toBeVisible();

  // Licence administration (the landing page): rows, no edit, role or delete.
  await expect(page.getByTestId('licence-admin-table').locator('tr[data-row-key]').first()).toBeVisible();
  await expect(page.locator('[data-testid^="licence-admin-edit-"]')).toHaveCount(0);
  await expect(page.locator('[data-testid^="licence-admin-role-"]')).toHaveCount(0);
  await expect(page.locator('[data-testid^="licence-admin-delete-"]')).toHaveCount(0);

  // Pending: the application and its details, no pass or deny.
  await page.getByTestId('menu-pending').click();
  await search(page, 'review-search', mobile.national);
  await expect(page.getByTestId(`review-detail-${applyId}`)).toBeVisible();
  await expect(page.locator('[data-testid^="review-pass-"]')).toHaveCount(0);
  await expect(page.locator('[data-testid^="review-deny-"]')).toHaveCount(0);
  await page.screenshot({ path: artifact('admin-readonly-pending-zh.png') });

  // Registered users: the user, no level or remark change.
  await page.getByTestId('menu-register').click();
  await search(page, 'register-search', mobile.national);
  await expect(rowsWith(page.getByTestId('register-table'), mobile.national)).toHaveCount(1);
  await expect(page.locator('[data-testid^="register-level-"]:not([data-testid$="-filter"])')).toHaveCount(0);
  await expect(page.locator('[data-testid^="register-remark-"]')).toHaveCount(0);
  await expect(page.locator('[data-testid^="register-delete-"]')).toHaveCount(0);

  // Message push: the broadcast, no new message or recall.
  await page.getByTestId('menu-push').click();
  await page.getByTestId('menu-messagePush').click();
  await expect(page).toHaveURL(new RegExp(`${MESSAGE_PUSH_PAGE}`));
  await expect(page.getByTestId('broadcast-table').locator('tr[data-row-key]').first()).toBeVisible();
  await expect(page.getByTestId('push-new')).toHaveCount(0);
  await expect(page.locator('[data-testid^="broadcast-recall-"]')).toHaveCount(0);
  await page.screenshot({ path: artifact('admin-readonly-push-zh.png') });

  // Role groups: the roles and their members, no new, batch, administrator, edit or delete.
  await openMenuItem(page, 'permission', 'roleGroup', page.locator('[data-testid^="role-members-"]').first());
  for (const button of ['role-new', 'role-batch']) {
    await expect(page.getByTestId(button)).toHaveCount(0);
  }
  await expect(page.locator('[data-testid^="role-edit-"]')).toHaveCount(0);
  await expect(page.locator('[data-testid^="role-delete-"]')).toHaveCount(0);
  await page.screenshot({ path: artifact('admin-readonly-roles-zh.png') });

  // Administrators: the accounts, no new one and no action on any.
  await page.getByTestId('group-tab-admins').click();
  await expect(page.getByTestId('admin-table').locator('tr[data-row-key]').first()).toBeVisible();
  await expect(page.getByTestId('admin-new')).toHaveCount(0);
  await expect(page.locator('[data-testid^="admin-disable-"], [data-testid^="admin-delete-"]')).toHaveCount(
    0,
  );

  // Installers: the list, no upload or delete.
  await openMenuItem(
    page,
    'system',
    'installer',
    page.getByTestId('installer-table').locator('tr[data-row-key]').first(),
  );
  await expect(page.getByTestId('installer-upload')).toHaveCount(0);
  await expect(page.locator('[data-testid^="installer-delete-"]')).toHaveCount(0);

  // A write forged past the screens is refused by the server, and the application stays pending.
  const forged = await page.request.patch(`/v1/applyments/status/${applyId}`, {
    data: { result: 'passed' },
    headers: CSRF,
  });
  expect(forged.status()).toBe(403);
  expect(((await forged.json()) as { code: string }).code).toBe('FORBIDDEN');
  const forgedBroadcast = await page.request.post('/v1/broadcasts', {
    data: { type: MESSAGE_TYPES.system, title: '伪造', content: '伪造' },
    headers: CSRF,
  });
  expect(forgedBroadcast.status()).toBe(403);
  await page.getByTestId('menu-pending').click();
  await search(page, 'review-search', mobile.national);
  await expect(page.getByTestId(`review-detail-${applyId}`)).toBeVisible();

  // Opened by its address, the new-message screen says so instead of offering a Send it would refuse.
  await page.goto('/Home/MessagePush/AddMessage');
  await expect(page.getByTestId('push-read-only')).toBeVisible();
  await expect(page.getByTestId('push-submit')).toHaveCount(0);
  await page.screenshot({ path: artifact('admin-readonly-add-message-zh.png') });
});

test('a broadcast sent from the new-message screen reaches the user and its recall removes it, both logged', async ({
  browser,
}) => {
  test.slow();
  // The user exists before the broadcast, which reaches the users there are when it is sent.
  const user = await ownPage(browser);
  await signInNewUser(user, PASSWORD);
  const admin = await ownPage(browser);
  const sender = adminName('herald');
  await createAdmin(admin.request, sender, true);
  await signInAsAdmin(admin, sender);

  const title = `系统维护通知 ${adminName('')}`;
  await admin.getByTestId('menu-push').click();
  await admin.getByTestId('menu-messagePush').click();
  await admin.getByTestId('push-new').click();
  await expect(admin.getByTestId('push-form')).toBeVisible();
  await admin.getByTestId('push-title').fill(title);
  await admin.getByTestId('push-content').fill('今晚 22:00 至 23:00 系统维护，期间授权验证可能短暂不可用。');
  await admin.screenshot({ path: artifact('admin-broadcast-new-zh.png') });
  await admin.getByTestId('push-submit').click();
  await admin.getByTestId('push-confirm-ok').click();
  await expect(admin).toHaveURL(/\/Home\/MessagePush\/MessagePush\?tab=broadcasts$/);
  const sent = rowsWith(admin.getByTestId('broadcast-table'), title);
  await expect(sent).toHaveCount(1);
  const broadcastId = (await sent.getAttribute('data-row-key')) ?? '';
  expect(broadcastId).not.toBe('');

  await user.goto(MESSAGE_PAGE);
  await expect(rowsWith(user.getByTestId('message-table'), title)).toHaveCount(1);
  await user.screenshot({ path: artifact('admin-broadcast-received-zh.png') });

  // The recall asks for the administrator's password first.
  await admin.getByTestId(`broadcast-recall-${broadcastId}`).click();
  const confirm = admin.getByTestId('password-confirm-dialog');
  await expect(confirm).toBeVisible();
  await confirm.locator('input[type="password"]').fill(ADMIN_PASSWORD);
  await admin.screenshot({ path: artifact('admin-broadcast-recall-confirm-zh.png') });
  await admin.getByTestId('password-confirm-ok').click();
  await expect(confirm).toBeHidden();
  await expect(admin.getByTestId(`broadcast-recalled-${broadcastId}`)).toHaveText(
    zh('pushes.broadcasts.recalled'),
  );
  await expect(admin.getByTestId(`broadcast-recall-${broadcastId}`)).toHaveCount(0);
  await admin.screenshot({ path: artifact('admin-broadcast-recalled-zh.png') });

  await user.reload();
  await expect(user.getByTestId('message-table')).toBeVisible();
  await expect(rowsWith(user.getByTestId('message-table'), title)).toHaveCount(0);

  const entries = await logEntriesWith(admin, title);
  await expect(entries).toHaveCount(2);
  await expect(entries.getByTestId('oplog-content')).toHaveText([
    zh('oplogText.recalledBroadcast').replace('{{title}}', title),
    zh('oplogText.sentBroadcast').replace('{{title}}', title),
  ]);
  await expect(entries.filter({ hasText: sender })).toHaveCount(2);
  await admin.screenshot({ path: artifact('admin-log-broadcast-zh.png') });
});
