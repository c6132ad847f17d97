import type { IotAction, IotResource } from '@fleetkey/contract';

/** Where the device list's bulk action can add the selected devices. */
export type BulkTarget = 'group' | 'project' | 'multicast';

/** Each target's access resource, in the order the dialog offers them. */
const RESOURCES: Record<BulkTarget, IotResource> = {
  group: 'groups',
  project: 'projects',
  multicast: 'multicast',
};

/**
 * The targets the user may add devices to: writing the target's members, and reading the targets to pick
 * one (write does not imply read, and a picker the user cannot fill is no action).
 */
export function allowedBulkTargets(can: (resource: IotResource, action: IotAction) => boolean): BulkTarget[] {
  return (Object.keys(RESOURCES) as BulkTarget[]).filter(
    (target) => can(RESOURCES[target], 'read') && can(RESOURCES[target], 'write'),
  );
}
