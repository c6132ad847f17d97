import { describe, expect, it } from 'vitest';
import { issuesOf } from './issues';
import { VALIDATION_MESSAGES as M } from './keys';
import {
  activationInfoSchema,
  descriptionSchema,
  nameSchema,
  nicknameSchema,
  personNameSchema,
  roleNameSchema,
  usernameSchema,
} from './names';

describe('usernameSchema', () => {
  it.each(['ab', 'alice_01', 'A'.repeat(20), '_x'])('accepts %s', (name) => {
    expect(issuesOf(usernameSchema, name)).toEqual([]);
  });
  it.each([
    ['a', 'one character'],
    ['a'.repeat(21), '21 characters'],
    ['张三', 'Chinese'],
    ['alice-01', 'a hyphen'],
    ['alice 01', 'a space'],
  ])('rejects %s (%s)', (name) => {
    expect(issuesOf(usernameSchema, name)).toEqual([{ path: '', message: M.usernameInvalid }]);
  });
});

describe('roleNameSchema', () => {
  it.each(['ab', 'Admin2', 'R'.repeat(32)])('accepts %s', (name) => {
    expect(issuesOf(roleNameSchema, name)).toEqual([]);
  });
  it.each(['a', 'R'.repeat(33), 'role_admin', '管理员'])('rejects %s', (name) => {
    expect(issuesOf(roleNameSchema, name)).toEqual([{ path: '', message: M.roleNameInvalid }]);
  });
});

describe('nameSchema', () => {
  it.each(['ab', 'node-1 v2', 'a_b', 'n'.repeat(32)])('accepts %s', (name) => {
    expect(issuesOf(nameSchema, name)).toEqual([]);
  });
  it.each(['a', 'n'.repeat(33), '_node', 'node_'])('rejects %s', (name) => {
    expect(issuesOf(nameSchema, name)[0]).toEqual({ path: '', message: M.nameInvalid });
  });
});

describe('personNameSchema', () => {
  it.each(['李', 'Alice Smith', 'p'.repeat(32)])('accepts %s', (name) => {
    expect(issuesOf(personNameSchema, name)).toEqual([]);
  });
  it('requires a name', () => {
    expect(issuesOf(personNameSchema, '')).toEqual([{ path: '', message: M.required }]);
  });
  it.each(['p'.repeat(33), '_alice', 'alice_'])('rejects %s', (name) => {
    expect(issuesOf(personNameSchema, name)).toEqual([{ path: '', message: M.personNameInvalid }]);
  });
});

describe('nicknameSchema', () => {
  it.each(['小明', 'neo_1', 'n'.repeat(32)])('accepts %s', (name) => {
    expect(issuesOf(nicknameSchema, name)).toEqual([]);
  });
  it.each(['n', 'n'.repeat(33), 'neo-1', 'neo 1', 'neo!'])('rejects %s', (name) => {
    expect(issuesOf(nicknameSchema, name)).toEqual([{ path: '', message: M.nicknameInvalid }]);
  });
});

describe('descriptionSchema', () => {
  it.each(['ok', 'd'.repeat(64)])('accepts %s', (text) => {
    expect(issuesOf(descriptionSchema, text)).toEqual([]);
  });
  it.each(['d', 'd'.repeat(65)])('rejects %s', (text) => {
    expect(issuesOf(descriptionSchema, text)).toEqual([{ path: '', message: M.descriptionInvalid }]);
  });
});

describe('activationInfoSchema', () => {
  it('accepts activation text', () => {
    expect(issuesOf(activationInfoSchema, 'ABCD-1234')).toEqual([]);
  });
  it('rejects blank activation info', () => {
    expect(issuesOf(activationInfoSchema, '  ')).toEqual([{ path: '', message: M.activationInfoRequired }]);
  });
  it('rejects empty activation info', () => {
    expect(issuesOf(activationInfoSchema, '')).toEqual([{ path: '', message: M.required }]);
  });
});
