import type { QueryClient } from '@tanstack/react-query';

/** First element of every query key of the console's device data, one per resource. */
export const QUERY_ROOTS = {
  devtypes: 'devtypes',
  devices: 'devices',
  deviceGroups: 'device-groups',
  counts: 'device-counts',
  telemetry: 'telemetry',
  events: 'events',
  commands: 'commands',
  firmware: 'firmware',
  rollouts: 'rollouts',
  multicast: 'multicast',
  tasks: 'tasks',
  rules: 'rules',
  ruleActions: 'rule-actions',
  records: 'records',
  ruleLogs: 'rule-logs',
  statistics: 'statistics',
  dbc: 'dbc',
} as const;

/**
 * Refetches the registry after a write: a device or type change moves the type's device count, the
 * dashboard's counts and the group member lists, so all of them may be stale.
 */
export function refreshRegistry(queryClient: QueryClient): Promise<void> {
  const roots = [QUERY_ROOTS.devtypes, QUERY_ROOTS.devices, QUERY_ROOTS.deviceGroups, QUERY_ROOTS.counts];
  return Promise.all(roots.map((root) => queryClient.invalidateQueries({ queryKey: [root] }))).then(
    () => undefined,
  );
}
