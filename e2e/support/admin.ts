import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

// Administrators for the administration specs: made through the test-only POST /v1/test/admin (a known
// password, nothing to change at first sign-in), governed by roles made through the real calls, and
// signed in through the real /admin form.

const CSRF = { 'X-Requested-With': 'fleetkey' };
export const ADMIN_PASSWORD = 'Chief2024';

/** A fresh administrator user name. */
export function adminName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Creates an administrator; answers its id. */
export async function createAdmin(
  request: APIRequestContext,
  username: string,
  superAdmin: boolean,
): Promise<string> {
  const response = await request.post('/v1/test/admin', {
    data: { username, password: ADMIN_PASSWORD, superAdmin },
    headers: CSRF,
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** Signs in at /admin through the form and waits for the administrators' landing page. */
export async function signInAsAdmin(page: Page, username: string): Promise<void> {
  await page.goto('/admin');
  await page.getByTestId('account-input').fill(username);
  await page.getByTestId('password-input').fill(ADMIN_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/Home\/LicenceAdmin\/LicenceAdmin$/, { timeout: 15_000 });
}

/**
 * Gives an administrator one role granting `permit` on every console resource, made by a super
 * administrator whose session is on `keeper`.
 */
export async function grantEverything(
  keeper: APIRequestContext,
  adminId: string,
  resources: readonly string[],
  permit: 'read' | 'write',
): Promise<void> {
  const role = await keeper.post('/v1/roles', {
    data: {
      name: `r${Date.now().toString(36)}`,
      permissions: resources.map((id) => ({ type: 'permission', id, permit })),
    },
    headers: CSRF,
  });
  expect(role.ok()).toBe(true);
  const { data } = (await role.json()) as { data: { id: string } };
  const link = await keeper.post('/v1/user_roles', { data: { adminId, roleId: data.id }, headers: CSRF });
  expect(link.ok()).toBe(true);
}
