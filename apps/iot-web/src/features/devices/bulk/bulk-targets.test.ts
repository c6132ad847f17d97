import { describe, expect, it } from 'vitest';
import type { IotAction, IotResource } from '@fleetkey/contract';
import { allowedBulkTargets } from './bulk-targets';

/** A `can` over a list of `resource:action` grants. */
const granting =
  (...grants: string[]) =>
  (resource: IotResource, action: IotAction) =>
    grants.includes(`${resource}:${action}`);

describe('bulk add targets', () => {
  it('offers group, project and multicast to a user who may read and change all three', () => {
    const all = granting(
      'groups:read',
      'groups:write',
      'projects:read',
      'projects:write',
      'multicast:read',
      'multicast:write',
    );
    expect(allowedBulkTargets(all)).toEqual(['group', 'project', 'multicast']);
  });

  it('leaves out a target the user may not change, and one the user may change but not list', () => {
    const some = granting('groups:read', 'groups:write', 'projects:read', 'multicast:write');
    expect(allowedBulkTargets(some)).toEqual(['group']);
    expect(allowedBulkTargets(granting())).toEqual([]);
  });
});
