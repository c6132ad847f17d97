import type { ReactNode } from 'react';

/** One side-menu entry: a link (`to`) or a group of links (`children`). */
export interface MenuEntry {
  /** Unique key (also the test id suffix: `menu-<key>`). */
  key: string;
  /** i18n key of the label. */
  labelKey: string;
  icon?: ReactNode;
  /** Target path, optionally with a query (`/Home/AWPXManage/AWPXManage?tab=record`). */
  to?: string;
  /** Other paths that highlight this entry (e.g. a sub-screen reached from it). */
  alsoActiveOn?: readonly string[];
  children?: readonly MenuEntry[];
}

interface Match {
  key: string;
  parents: string[];
  score: number;
}

function samePath(a: string, b: string): boolean {
  return a.replace(/\/+$/, '').toLowerCase() === b.replace(/\/+$/, '').toLowerCase();
}

// Score of a link against the location: -1 no match, else 1 + the number of its query values that match
// (so `?tab=record` wins over the bare page when the location has tab=record).
function score(to: string, pathname: string, search: URLSearchParams): number {
  const [path = '', query = ''] = to.split('?');
  if (!samePath(path, pathname)) return -1;
  let matched = 1;
  for (const [name, value] of new URLSearchParams(query)) {
    if (search.get(name) !== value) return -1;
    matched += 1;
  }
  return matched;
}

/**
 * The entry highlighted for a location, with the keys of its groups (to open them): the best match of
 * `to`, else an entry listing the path in `alsoActiveOn`.
 */
export function findActiveEntry(
  entries: readonly MenuEntry[],
  pathname: string,
  search = '',
): { key: string; parents: string[] } | null {
  const params = new URLSearchParams(search);
  let best: Match | null = null;
  const visit = (list: readonly MenuEntry[], parents: string[]) => {
    for (const entry of list) {
      if (entry.children) visit(entry.children, [...parents, entry.key]);
      const direct = entry.to ? score(entry.to, pathname, params) : -1;
      const alias = entry.alsoActiveOn?.some((p) => samePath(p, pathname)) ? 0.5 : -1;
      const value = Math.max(direct, alias);
      if (value > 0 && (!best || value > best.score)) best = { key: entry.key, parents, score: value };
    }
  };
  visit(entries, []);
  const found = best as Match | null;
  return found ? { key: found.key, parents: found.parents } : null;
}

/** Every entry with a target, flattened (for tests and lookups). */
export function flattenEntries(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => [...(entry.to ? [entry] : []), ...flattenEntries(entry.children ?? [])]);
}
