import { describe, expect, it } from 'vitest';
import { ADMIN_RESOURCES, ALL_GRANTS, allows, grantsOf, permissionItemsSchema } from './admin-permissions';
import { issuesOf } from './validation/issues';
import { VALIDATION_MESSAGES as M } from './validation/keys';

describe('allows', () => {
  it('lets write include read, and nothing else', () => {
    expect(allows({ roles: 'write' }, 'roles:read')).toBe(true);
    expect(allows({ roles: 'write' }, 'roles:write')).toBe(true);
    expect(allows({ roles: 'read' }, 'roles:read')).toBe(true);
    expect(allows({ roles: 'read' }, 'roles:write')).toBe(false);
    expect(allows({ users: 'write' }, 'roles:read')).toBe(false);
    expect(allows({}, 'oplogs:read')).toBe(false);
  });

  it('allows a super-administrator’s grants everything', () => {
    for (const resource of ADMIN_RESOURCES) expect(allows(ALL_GRANTS, `${resource}:write`)).toBe(true);
  });
});

describe('grantsOf', () => {
  it('keeps the strongest permit per resource, whatever the order, and ignores what is no resource', () => {
    expect(
      grantsOf([
        { resource: 'roles', permit: 'write' },
        { resource: 'roles', permit: 'read' },
        { resource: 'users', permit: 'read' },
        { resource: 'users', permit: 'write' },
        { resource: 'oplogs', permit: 'read' },
        { resource: 'flow_export', permit: 'write' },
      ]),
    ).toEqual({ roles: 'write', users: 'write', oplogs: 'read' });
  });
});

describe('permissionItemsSchema', () => {
  it('accepts the same id once per type', () => {
    const items = [
      { type: 'permission', id: 'roles', permit: 'read' },
      { type: 'node', id: 'roles', permit: 'write' },
    ];
    expect(issuesOf(permissionItemsSchema, items)).toEqual([]);
  });

  it('refuses an item twice, an unknown type and an unknown permit', () => {
    const twice = { type: 'permission', id: 'roles', permit: 'read' };
    expect(issuesOf(permissionItemsSchema, [twice, { ...twice, permit: 'write' }])).toEqual([
      { path: '1.id', message: M.duplicate },
    ]);
    expect(issuesOf(permissionItemsSchema, [{ type: 'flow', id: 'x', permit: 'read' }])).toEqual([
      { path: '0.type', message: M.invalidOption },
    ]);
    expect(issuesOf(permissionItemsSchema, [{ type: 'node', id: 'x', permit: 'admin' }])).toEqual([
      { path: '0.permit', message: M.invalidOption },
    ]);
  });
});
