import { ADMIN_RESOURCES, type NodeView, type PermissionView } from '@fleetkey/contract';
import type { ItemRef } from './chosen-items';
import { permissionName } from '../permissions/permission-name';
import { DEFAULT_GROUP_ITEMS } from './default-group';

/** A line of the permission tree: an item a role may carry, or (in a fixed group) one it always has. */
export interface TreeLine extends ItemRef {
  title: string;
  /** Shown beside the title, e.g. the permission's key. */
  hint?: string;
}

/** A group of lines; a fixed group (the default group) is shown but never chosen. */
export interface TreeSection {
  key: string;
  title: string;
  lines: TreeLine[];
  fixed?: boolean;
}

type Translate = (key: string) => string;

const resourceOrder = (key: string) => (ADMIN_RESOURCES as readonly string[]).indexOf(key);

/**
 * The Function tab's groups: the default group, the console's system permissions (one per resource, in
 * menu order) and the product's feature permissions (by name), the latter only when there are any.
 */
export function functionSections(permissions: readonly PermissionView[], t: Translate): TreeSection[] {
  const system = permissions
    .filter((p) => p.type === 'system')
    .sort((a, b) => resourceOrder(a.key) - resourceOrder(b.key));
  const features = permissions
    .filter((p) => p.type === 'feature')
    .sort((a, b) => a.name.localeCompare(b.name));
  const sections: TreeSection[] = [
    {
      key: 'default',
      title: t('permissionsAdmin.dialog.defaultGroup'),
      fixed: true,
      lines: DEFAULT_GROUP_ITEMS.map((id) => ({
        type: 'permission',
        id,
        title: t(`permissionsAdmin.dialog.defaultItems.${id}`),
      })),
    },
    {
      key: 'system',
      title: t('permissionsAdmin.dialog.systemGroup'),
      lines: system.map((p) => ({
        type: 'permission',
        id: p.id,
        title: permissionName(t, p),
        hint: p.key,
      })),
    },
  ];
  if (features.length > 0) {
    sections.push({
      key: 'feature',
      title: t('permissionsAdmin.dialog.featureGroup'),
      lines: features.map((p) => ({ type: 'permission', id: p.id, title: p.name, hint: p.key })),
    });
  }
  return sections;
}

/**
 * The Flow tab's groups: the nodes (the building blocks of flows) by type, types in alphabetical order and
 * untyped nodes last; each line is a `node` item with the node's OS and version as its hint.
 */
export function flowSections(nodes: readonly NodeView[], t: Translate): TreeSection[] {
  const byType = new Map<string, NodeView[]>();
  for (const node of nodes) byType.set(node.type, [...(byType.get(node.type) ?? []), node]);
  const types = [...byType.keys()].sort((a, b) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)));
  return types.map((type) => ({
    key: `node-type/${type}`,
    title: type === '' ? t('permissionsAdmin.dialog.untypedNodes') : type,
    lines: (byType.get(type) ?? [])
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((node) => ({
        type: 'node' as const,
        id: node.id,
        title: node.name,
        hint: [node.os, node.version].filter((part) => part !== '').join(' ') || undefined,
      })),
  }));
}
