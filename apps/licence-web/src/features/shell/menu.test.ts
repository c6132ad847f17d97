import { describe, expect, it } from 'vitest';
import { allows } from '@fleetkey/contract';
import type { AdminGrants } from '@fleetkey/contract';
import { flattenEntries } from '@fleetkey/web-kit';
import { licenceMenu } from './menu';

const keysFor = (role: number, grants: AdminGrants) =>
  flattenEntries(licenceMenu(role, (key) => allows(grants, key))).map((entry) => entry.key);

describe('licence side menu', () => {
  it('shows a user of the platform their own screens and no administration', () => {
    const keys = keysFor(0, {});
    expect(keys).toEqual(
      expect.arrayContaining(['licence', 'card', 'messageCenter', 'userLog', 'personalInfo']),
    );
    expect(keys).not.toContain('pending');
    expect(keys).not.toContain('roleGroup');
    expect(keys).not.toContain('operationLog');
    // AWFlow lists what their licences grant; AWPin and AWPX are readable by users (licence-portal.md §1).
    expect(keys).toEqual(expect.arrayContaining(['targetBoard', 'node']));
    expect(keys).toEqual(expect.arrayContaining(['devBoard', 'pin', 'upload', 'awpx', 'awpxRecord']));
  });

  it('shows an administrator only the entries their permissions allow, and hides empty groups', () => {
    const keys = keysFor(1, { applications: 'read', oplogs: 'write' });
    expect(keys).toEqual(expect.arrayContaining(['pending', 'examined', 'operationLog', 'personalInfo']));
    expect(keys).not.toContain('register');
    expect(keys).not.toContain('roleGroup');
    expect(keys).not.toContain('permission');
    expect(keys).not.toContain('messageCenter');
  });
});
