import type { AdminPermit, PermissionItem, PermissionItemType } from '@fleetkey/contract';

/** What the dialog is choosing: each item of the role's tree by its key (see `itemKey`). */
export type ChosenItems = ReadonlyMap<string, PermissionItem>;

/** A line of the tree that names a permission item. */
export interface ItemRef {
  type: PermissionItemType;
  id: string;
}

/** The permit a newly ticked item starts with: the least that grants anything. */
export const FIRST_PERMIT: AdminPermit = 'read';

/** One key per item: a permission and a node may share an id. */
export function itemKey(item: ItemRef): string {
  return `${item.type}/${item.id}`;
}

/** The items of a role as the dialog's choice. */
export function toChosen(items: readonly PermissionItem[]): ChosenItems {
  return new Map(items.map((item) => [itemKey(item), item]));
}

/**
 * The choice once the tree's own lines are set to `ticked`: ticked lines keep their permit (or start
 * with FIRST_PERMIT), the other lines are dropped; items the tree does not show are kept as they were.
 */
export function withTicked(chosen: ChosenItems, lines: readonly ItemRef[], ticked: ReadonlySet<string>) {
  const next = new Map(chosen);
  for (const line of lines) {
    const key = itemKey(line);
    if (!ticked.has(key)) next.delete(key);
    else if (!next.has(key)) next.set(key, { type: line.type, id: line.id, permit: FIRST_PERMIT });
  }
  return next;
}

/** The choice with one ticked item's permit changed. */
export function withPermit(chosen: ChosenItems, key: string, permit: AdminPermit): ChosenItems {
  const item = chosen.get(key);
  if (!item) return chosen;
  return new Map(chosen).set(key, { ...item, permit });
}

/** The choice as the role's `permissions` field, in a stable order. */
export function toItems(chosen: ChosenItems): PermissionItem[] {
  return [...chosen.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, item]) => item);
}
