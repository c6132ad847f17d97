// localStorage access that never throws: storage can be disabled (privacy modes, quota), and a console
// must still render with defaults then.

/** Every key the consoles keep in localStorage starts with this prefix. */
export const STORAGE_PREFIX = 'fleetkey.';

/** localStorage keys of the consoles. */
export const STORAGE_KEYS = {
  user: 'fleetkey.user',
  language: 'fleetkey.lang',
  theme: (appId: string) => `fleetkey.theme.${appId}`,
  layout: (appId: string) => `fleetkey.layout.${appId}`,
  /** When this browser's session last made a request, and its idle limit (session/idle-clock.ts). */
  sessionSeen: 'fleetkey.sessionSeen',
  /** The account name the login form's "remember" keeps (never a password). */
  rememberedAccount: 'fleetkey.remember.account',
} as const;

/** Key prefixes of preferences that survive a sign-out or a 401 (theme, language, layout). */
export const PREFERENCE_KEY_PREFIXES: readonly string[] = [
  STORAGE_KEYS.language,
  'fleetkey.theme.',
  'fleetkey.layout.',
  // "Remember" must outlive the sign-out it is meant for.
  'fleetkey.remember.',
];

/** Reads a stored string, or null when absent or storage is unavailable. */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores a string; silently does nothing when storage is unavailable. */
export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the preference lasts only for this page view.
  }
}

/** Removes a stored key; silently does nothing when storage is unavailable. */
export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored anyway.
  }
}

/** Removes every stored key except preferences; returns the removed keys. */
export function removeAllButPreferences(): string[] {
  const removed: string[] = [];
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => key !== null,
    );
    for (const key of keys) {
      if (PREFERENCE_KEY_PREFIXES.some((prefix) => key.startsWith(prefix))) continue;
      storage.removeItem(key);
      removed.push(key);
    }
  } catch {
    // Storage unavailable: nothing to clear.
  }
  return removed;
}
