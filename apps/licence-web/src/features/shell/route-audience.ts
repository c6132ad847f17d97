import { MAIN_ACCOUNT_ROLE } from '@fleetkey/contract';
import { allEntries, isForAudience } from './menu';
import type { GatedEntry } from './menu';

// Who may use which screen is read off the side menu, the one place that says who sees what: a screen is
// for an audience when an entry that audience sees leads to it (or lights on it, as a sub-screen).

// Routes match case-insensitively and a menu entry may carry a query (a tab of its screen).
const screenOf = (to: string) => (to.split('?')[0] ?? '').replace(/\/+$/, '').toLowerCase();

/** The screens the menu of users (`isMain`) or of administrators leads to, whatever the permissions. */
function screensOf(isMain: boolean): ReadonlySet<string> {
  const screens = new Set<string>();
  const visit = (entries: readonly GatedEntry[]) => {
    for (const entry of entries) {
      if (!isForAudience(entry, isMain)) continue;
      if (entry.to !== undefined) screens.add(screenOf(entry.to));
      for (const path of entry.alsoActiveOn ?? []) screens.add(screenOf(path));
      if (entry.children) visit(entry.children);
    }
  };
  visit(allEntries(isMain));
  return screens;
}

let audiences: { users: ReadonlySet<string>; admins: ReadonlySet<string> } | undefined;

/**
 * Whether an account of `role` may use the screen at `path`: users of the platform (role 0) their own
 * screens, administrators theirs (what each may do there is still the server's to say).
 */
export function mayUseScreen(path: string, role: number): boolean {
  audiences ??= { users: screensOf(true), admins: screensOf(false) };
  const screens = role === MAIN_ACCOUNT_ROLE ? audiences.users : audiences.admins;
  return screens.has(screenOf(path));
}
