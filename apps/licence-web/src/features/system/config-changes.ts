import type { ClientInfoConfig } from '@fleetkey/contract';

/** The client-info fields whose value the form changed (a PUT then names only those). */
export function changedFields(
  current: ClientInfoConfig,
  edited: ClientInfoConfig,
): Partial<ClientInfoConfig> {
  const changes: Partial<Record<keyof ClientInfoConfig, unknown>> = {};
  for (const key of Object.keys(edited) as (keyof ClientInfoConfig)[]) {
    if (edited[key] !== undefined && edited[key] !== current[key]) changes[key] = edited[key];
  }
  return changes as Partial<ClientInfoConfig>;
}
