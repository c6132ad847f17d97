import { DEFAULT_AREA_CODE } from '@fleetkey/contract';
import type { UserRow, usersRepository } from './users.repository';

/**
 * The account a person names at sign-in or password recovery: a user name, or a mobile typed with or
 * without its calling code (a bare national number is read as mainland China's).
 */
export async function findAccount(
  users: ReturnType<typeof usersRepository>,
  key: string,
): Promise<UserRow | undefined> {
  return (
    (await users.findByUsername(key)) ??
    (await users.findByMobile(key)) ??
    (/^\d+$/.test(key) ? await users.findByMobile(`${DEFAULT_AREA_CODE}${key}`) : undefined)
  );
}
