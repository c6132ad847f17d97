import { readFileSync } from 'node:fs';
import { expect as baseExpect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { LicencePermissions, LicenceView } from '@fleetkey/contract';
import { adminName, createAdmin, signInAsAdmin } from '../support/admin';
import { artifact } from '../support/artifacts';
import { apiSignIn, registerAccount, signInWithPassword } from '../support/auth';
import { text } from '../support/locales';
import { closeDialog } from '../support/overlays';
import { chooseLanguage } from '../support/session';

// Issue 19, licence portal: an administrator imports a node file (a bad one first: its §8 message shows
// and nothing is imported), links the nodes to a new target board and the board to a role, and gives that
// role to a user's licence; the user's GET /permission_license then lists the nodes (read, through the
// board), and the role's permission dialog shows them on its Flow tab, where write on one of them reaches
// the licence too; the user's own node and target-board pages list them. Both screens (the administrator's
// and the user's) and the Flow tab are photographed in Chinese (the sign-in language) and English.

const expect = baseExpect.configure({ timeout: 15_000 });
const CSRF = { 'X-Requested-With': 'fleetkey' };
const PASSWORD = 'Nodes2024x';
const NODE_PAGE = '/Home/NodeManage/nodeManage';
const BOARD_PAGE = '/Home/TargetBoardManage/targetBoardManage';
const ROLE_PAGE = '/Home/groupManage/groupManage';

const zh = (key: string) => text('licence-web', 'zh', key);
// The validation texts (§8 file messages among them) are shared by both consoles, in web-kit.
const validationZh = (
  JSON.parse(
    readFileSync(new URL('../../packages/web-kit/src/auth/locales/zh.json', import.meta.url), 'utf8'),
  ) as { validation: Record<string, string> }
).validation;

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

async function shootBoth(page: Page, name: string): Promise<void> {
  // A toast of the last action would cover the header in the other language's picture.
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  await page.screenshot({ animations: 'disabled', path: artifact(`nodes-boards-${name}-zh.png`) });
  await chooseLanguage(page, 'en');
  await page.screenshot({ animations: 'disabled', path: artifact(`nodes-boards-${name}-en.png`) });
  await chooseLanguage(page, 'zh');
}

async function importFile(page: Page, testId: string, name: string, content: Buffer): Promise<void> {
  await page
    .getByTestId(`${testId}-picker`)
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'application/json', buffer: content });
}

async function search(page: Page, testId: string, value: string): Promise<void> {
  const box = page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`);
  await box.fill(value);
  await box.press('Enter');
}

/** A new user (with the trial licence registration gives), signed in on its own request context. */
async function newUser(request: APIRequestContext): Promise<{ licence: LicenceView; mobile: string }> {
  const mobile = await registerAccount(request, PASSWORD);
  await apiSignIn(request, mobile.full, PASSWORD);
  const list = (await (await request.get('/v1/licences')).json()) as { data: { result: LicenceView[] } };
  const trial = list.data.result[0];
  if (!trial) throw new Error('no trial licence');
  return { licence: trial, mobile: mobile.full };
}

test('nodes imported and linked through a board and a role reach the licence and the Flow tab', async ({
  page,
  browser,
}) => {
  test.slow();
  const tag = Date.now().toString(36);
  const nodeNames = [`Timer${tag}`, `Gpio${tag}`];
  const model = `BRD-${tag}`;
  const roleName = `flow${tag}`;

  const userContext = await browser.newContext();
  const { licence, mobile } = await newUser(userContext.request);

  const admin = adminName('nodes');
  await createAdmin(page.request, admin, true);
  await signInAsAdmin(page, admin);
  const role = await page.request.post('/v1/roles', {
    data: { name: roleName, permissions: [] },
    headers: CSRF,
  });
  expect(role.ok(), await role.text()).toBe(true);
  const roleId = ((await role.json()) as { data: { id: string } }).data.id;

  await test.step('a node file without a name is refused with its §8 message, nothing imported', async () => {
    await page.goto(NODE_PAGE);
    await expect(page.getByTestId('page-title')).toHaveText(zh('routes.nodeManage'));
    await importFile(
      page,
      'node-import',
      'bad.json',
      json({ nodes: [{ name: nodeNames[0] }, { type: 'logic' }] }),
    );
    const errors = page.getByTestId('node-import-errors');
    await expect(errors).toContainText(validationZh.nodeNameRequired ?? 'missing text');
    await expect(errors).toContainText('第 2 行');
    await page.screenshot({ animations: 'disabled', path: artifact('nodes-boards-import-refused-zh.png') });
    await search(page, 'node-search', tag);
    await expect(page.getByTestId('node-table')).toContainText(zh('nodesAdmin.empty'));
    await importFile(page, 'node-import', 'empty.json', Buffer.from(''));
    await expect(errors).toContainText(validationZh.fileEmpty ?? 'missing text');
  });

  await test.step('a good node file imports both nodes; the info viewer shows a node', async () => {
    await importFile(
      page,
      'node-import',
      'nodes.json',
      json({
        nodes: nodeNames.map((name, index) => ({
          name,
          type: 'logic',
          os: 'linux',
          version: '1.0',
          description: `node ${index}`,
          ports: { inputs: [{ name: 'in', kind: 'number' }], outputs: [{ name: 'tick' }] },
        })),
      }),
    );
    const table = page.getByTestId('node-table');
    for (const name of nodeNames)
      await expect(table.locator('tr[data-row-key]').filter({ hasText: name })).toHaveCount(1);
    await expect(page.getByTestId('node-import-errors')).toHaveCount(0);
    await shootBoth(page, 'nodes');

    await table.getByText(nodeNames[0] ?? '').click();
    const viewer = page.getByTestId('json-viewer');
    await expect(viewer).toContainText(nodeNames[0] ?? '');
    await page.getByTestId('json-viewer-search').locator('input').fill('tick');
    await expect(page.getByTestId('json-line-ports/outputs/0/name')).toBeVisible();
    await page.screenshot({ animations: 'disabled', path: artifact('nodes-boards-node-info-zh.png') });
    await closeDialog(page);
  });

  await test.step('a new board runs both nodes and is linked to the role', async () => {
    await page.goto(BOARD_PAGE);
    await expect(page.getByTestId('page-title')).toHaveText(zh('routes.targetBoardManage'));
    await page.getByTestId('board-new').click();
    await page.getByTestId('board-form-model').fill(model);
    for (const name of nodeNames) {
      await page.getByTestId('board-form-nodes').click();
      await page.keyboard.type(name);
      await page.locator(`.ant-select-item-option[title="${name}"]`).click();
    }
    await page.getByTestId('board-form-ok').click();
    const row = page.getByTestId('board-table').locator('tr[data-row-key]').filter({ hasText: model });
    await expect(row).toHaveCount(1);
    for (const name of nodeNames) await expect(row).toContainText(name);

    await row.getByText(zh('boardsAdmin.linkRole'), { exact: true }).click();
    await page.getByTestId('board-role-select').click();
    await page.keyboard.type(roleName);
    await page.locator(`.ant-select-item-option[title="${roleName}"]`).click();
    await page.getByTestId('board-role-ok').click();
    await expect(row).toContainText(roleName);
    await shootBoth(page, 'boards');
  });

  await test.step('the role goes to the user licence; permission_license lists the nodes', async () => {
    await page.goto('/Home/LicenceAdmin/LicenceAdmin');
    await search(page, 'licence-admin-search', licence.licenseId);
    await page.getByTestId(`licence-admin-role-${licence.id}`).click();
    await page.getByTestId('licence-admin-role-select').click();
    await page.locator(`.ant-select-item-option[title="${roleName}"]`).click();
    await page.getByTestId('licence-admin-role-ok').click();
    await expect(page.getByTestId('licence-admin-role-dialog')).toHaveCount(0);

    const answer = await userContext.request.get('/v1/permission_license');
    expect(answer.ok()).toBe(true);
    const { data } = (await answer.json()) as { data: LicencePermissions[] };
    const granted = data.find((entry) => entry.licenceId === licence.id);
    expect(granted?.role?.id).toBe(roleId);
    expect(granted?.flows.map((flow) => [flow.name, flow.permit]).sort()).toEqual(
      nodeNames.map((name) => [name, 'read']).sort(),
    );
  });

  await test.step('the user’s node and target-board pages list what the licence grants, read-only', async () => {
    const userPage = await userContext.newPage();
    await userPage.goto('/Login?path=NodeManage');
    await signInWithPassword(userPage, mobile, PASSWORD);
    await expect(userPage).toHaveURL(new RegExp(`${NODE_PAGE}$`));
    const nodes = userPage.getByTestId('licensed-node-table');
    for (const name of nodeNames) await expect(nodes).toContainText(name);
    await expect(nodes).toContainText(licence.licenseId);
    await expect(userPage.getByTestId('node-new')).toHaveCount(0);
    await shootBoth(userPage, 'user-nodes');
    await userPage.goto(BOARD_PAGE);
    await expect(userPage.getByTestId('licensed-board-table')).toContainText(model);
    await shootBoth(userPage, 'user-boards');
    await userPage.close();
  });

  await test.step("the role's Flow tab lists the nodes; write on one of them reaches the licence", async () => {
    const found = await page.request.get(`/v1/nodes?search=${tag}`);
    const nodes = ((await found.json()) as { data: { result: { id: string; name: string }[] } }).data.result;
    const gpio = nodes.find((node) => node.name === nodeNames[1]);
    if (!gpio) throw new Error('no Gpio node');
    await page.goto(ROLE_PAGE);
    await page.getByTestId(`role-edit-${roleId}`).click();
    await page.getByTestId('role-form-permissions').click();
    await page.getByTestId('permission-tab-flow').click();
    const tree = page.getByTestId('permission-tree-flow');
    for (const name of nodeNames) await expect(tree).toContainText(name);
    await tree
      .locator('.ant-tree-treenode')
      .filter({ hasText: gpio.name })
      .locator('.ant-tree-checkbox')
      .click();
    // The test id sits on the radio's hidden input; a person clicks its label.
    await page.locator('label', { has: page.getByTestId(`permit-node/${gpio.id}-write`) }).click();
    await expect(page.getByTestId(`permit-node/${gpio.id}-write`)).toBeChecked();
    await page.screenshot({ animations: 'disabled', path: artifact('nodes-boards-flow-tab-edit-zh.png') });
    await page.getByTestId('permission-sure').click();
    await page.getByTestId('role-form-ok').click();
    await expect(page.getByTestId('role-form')).toHaveCount(0);

    // The saved role, in the dialog's view mode (one dialog: the language control stays reachable).
    await page.getByTestId(`role-permissions-${roleId}`).click();
    await page.getByTestId('permission-tab-flow').click();
    await expect(page.getByTestId(`permit-node/${gpio.id}-write`)).toBeChecked();
    await shootBoth(page, 'flow-tab');

    const answer = await userContext.request.get('/v1/permission_license');
    const { data } = (await answer.json()) as { data: LicencePermissions[] };
    const flows = data.find((entry) => entry.licenceId === licence.id)?.flows ?? [];
    expect(flows.map((flow) => [flow.name, flow.permit]).sort()).toEqual(
      [
        [nodeNames[0], 'read'],
        [nodeNames[1], 'write'],
      ].sort(),
    );
  });
  await userContext.close();
});
