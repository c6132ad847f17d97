import { DEFAULT_AREA_CODE } from '@fleetkey/contract';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '../storage';

const CHINA_MOBILE = /^1[3-9]\d{9}$/;

/**
 * The `user` of a password login: an 11-digit mainland number gets its calling code (mobiles are stored
 * with it); a user name or an already full number is sent as typed.
 */
export function accountForLogin(typed: string): string {
  const value = typed.trim();
  return CHINA_MOBILE.test(value) ? `${DEFAULT_AREA_CODE}${value}` : value;
}

/** The account name "remember" kept on this browser, or '' (never a password). */
export function readRememberedAccount(): string {
  return readStored(STORAGE_KEYS.rememberedAccount) ?? '';
}

/** Keeps (or, unticked, forgets) the account name for the next visit. */
export function rememberAccount(account: string, remember: boolean): void {
  if (remember) writeStored(STORAGE_KEYS.rememberedAccount, account.trim());
  else removeStored(STORAGE_KEYS.rememberedAccount);
}
