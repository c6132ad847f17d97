// Test helpers over locale JSON trees, shared by the apps' locale tests.

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
