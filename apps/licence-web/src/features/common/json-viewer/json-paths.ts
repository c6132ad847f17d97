// Pure helpers of the JSON viewer: which lines a search hits and which branches must be open to show them.

/** A JSON value as JSON.parse gives it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A branch's path: its keys (array indexes as text) from the root, joined with '/'. */
export const childPath = (path: string, key: string) => (path === '' ? key : `${path}/${key}`);

/** The entries of an object or array as [key, value], in order. */
export function entriesOf(value: Json): [string, Json][] {
  if (Array.isArray(value)) return value.map((item, index) => [String(index), item]);
  if (value !== null && typeof value === 'object') return Object.entries(value);
  return [];
}

/** True for an object or array (a branch that folds). */
export const isBranch = (value: Json): boolean => value !== null && typeof value === 'object';

/** True when a key or a scalar value contains the search text, ignoring case ('' hits nothing). */
export function hits(search: string, key: string, value: Json): boolean {
  if (search === '') return false;
  const needle = search.toLowerCase();
  if (key.toLowerCase().includes(needle)) return true;
  // A scalar as the viewer writes it (strings without their quotes).
  const shown = typeof value === 'string' ? value : isBranch(value) ? undefined : JSON.stringify(value);
  return shown !== undefined && shown.toLowerCase().includes(needle);
}

/**
 * The paths of the branches to open so every hit of the search shows: each ancestor of a hit line. The
 * root ('') is always open. Also counts the hits.
 */
export function openForSearch(root: Json, search: string): { open: Set<string>; count: number } {
  const open = new Set<string>(['']);
  let count = 0;
  const visit = (value: Json, path: string, ancestors: string[]) => {
    for (const [key, child] of entriesOf(value)) {
      const here = childPath(path, key);
      if (hits(search, key, child)) {
        count += 1;
        for (const ancestor of ancestors) open.add(ancestor);
        open.add(path);
      }
      if (isBranch(child)) visit(child, here, [...ancestors, path]);
    }
  };
  visit(root, '', []);
  return { open, count };
}
