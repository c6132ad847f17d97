import { MAIN_ACCOUNT_ROLE, sessionUserSchema } from '@fleetkey/contract';
import type { SessionUser } from '@fleetkey/contract';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '../storage';

// The stored login is display data only (the session itself is an httpOnly cookie), so it lives in
// localStorage and is shared by both consoles, which are served from one origin.

type Listener = () => void;
const listeners = new Set<Listener>();

// useSyncExternalStore needs the same object for an unchanged value, so the parse is cached by raw text.
let cachedRaw: string | null = null;
let cachedUser: SessionUser | null = null;

function parseUser(raw: string | null): SessionUser | null {
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  cachedUser = null;
  if (raw !== null) {
    try {
      const parsed = sessionUserSchema.safeParse(JSON.parse(raw));
      if (parsed.success) cachedUser = parsed.data;
    } catch {
      // Not JSON: treated as signed out.
    }
  }
  return cachedUser;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** The stored login, or null when none (or when what is stored is not a valid SessionUser). */
export function getStoredUser(): SessionUser | null {
  return parseUser(readStored(STORAGE_KEYS.user));
}

/** True when a valid login is stored. */
export function isSignedIn(): boolean {
  return getStoredUser() !== null;
}

/** True for the main account (role 0); other roles are administrators or sub-users. */
export function isMainAccount(user: Pick<SessionUser, 'role'>): boolean {
  return user.role === MAIN_ACCOUNT_ROLE;
}

/** Stores the signed-in user (after a login) and tells every subscriber. */
export function storeUser(user: SessionUser): void {
  writeStored(STORAGE_KEYS.user, JSON.stringify(user));
  notify();
}

/** Forgets the stored user and tells every subscriber. */
export function clearStoredUser(): void {
  removeStored(STORAGE_KEYS.user);
  notify();
}

/** Subscribes to changes of the stored login, in this tab and in other tabs. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.user) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Tells subscribers that storage changed underneath them (e.g. after a bulk clear). */
export function notifySessionChanged(): void {
  notify();
}
