// Test helpers over locale JSON trees, shared by the apps' locale tests.
import type { MenuEntry } from '../shell/menu-model';

/** Every leaf key of a message tree, dotted and sorted (`errors.common.404`). */
export function flattenKeys(tree: object, prefix = ''): string[] {
  const keys: string[] = [];
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') keys.push(...flattenKeys(value as object, path));
    else keys.push(path);
  }
  return keys.sort();
}

/** The text at a dotted key, or undefined. */
export function textAt(tree: object, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * The keys that source files name in a literal `t('…')` call but that hold a group of texts in `tree`, each
 * with its file: i18next shows such a call as "key '…' returned an object instead of string" on the screen
 * (a label's key once became a group when a dialog's texts were added under it).
 */
export function groupsNamedAsText(sources: Record<string, string>, tree: object): string[] {
  const found: string[] = [];
  for (const [file, source] of Object.entries(sources)) {
    for (const [, key] of source.matchAll(/\bt\(\s*'([\w.-]+)'/g)) {
      const value = key === undefined ? undefined : textAt(tree, key);
      if (value !== null && typeof value === 'object') found.push(`${file}: ${key}`);
    }
  }
  return found;
}

/** The label keys of a menu and of all its sub-menus, which each need a text in both languages. */
export function menuLabelKeys(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((e) => [e.labelKey, ...menuLabelKeys(e.children ?? [])]);
}
