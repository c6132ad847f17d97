import { describe, expect, it } from 'vitest';
import {
  filterText,
  LIST_LIMIT_MAX,
  listFilterOf,
  listQuerySchema,
  listResultSchema,
  toListQueryParams,
} from './lists';
import { issuesOf, parsed } from './validation/issues';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { z } from 'zod';

describe('listQuerySchema', () => {
  it('fills the defaults: no filter, skip 0, limit 100, descending', () => {
    expect(parsed(listQuerySchema, {})).toEqual({ filter: {}, skip: 0, limit: 100, descend: true });
  });
  it('coerces query-string values', () => {
    const query = { filter: '{"type":2}', skip: '10', limit: '5', aggregation: 'count', descend: 'false' };
    expect(parsed(listQuerySchema, query)).toEqual({
      filter: { type: 2 },
      skip: 10,
      limit: 5,
      aggregation: 'count',
      descend: false,
    });
  });
  it('treats empty skip and limit as absent', () => {
    expect(parsed(listQuerySchema, { skip: '', limit: '' })).toMatchObject({ skip: 0, limit: 100 });
  });
  it.each(['[1,2]', '"text"', '{bad json', 'null'])('rejects the filter %s', (filter) => {
    expect(issuesOf(listQuerySchema, { filter })).toEqual([{ path: 'filter', message: M.listFilterInvalid }]);
  });
  it('rejects a limit above the maximum', () => {
    expect(issuesOf(listQuerySchema, { limit: String(LIST_LIMIT_MAX + 1) })).toEqual([
      { path: 'limit', message: M.listParamInvalid },
    ]);
  });
  it.each([
    ['skip', '-1'],
    ['skip', 'abc'],
    ['limit', '0'],
    ['limit', '2.5'],
    ['descend', 'yes'],
    ['aggregation', 'sum'],
  ])('rejects %s=%s', (key, value) => {
    expect(issuesOf(listQuerySchema, { [key]: value })).toEqual([{ path: key, message: M.listParamInvalid }]);
  });
});

describe('listFilterOf', () => {
  const schema = listQuerySchema.extend({ filter: listFilterOf({ name: filterText(4) }) });

  it('reads the conditions it takes', () => {
    expect(parsed(schema, { filter: '{"name":"ab"}' })).toMatchObject({ filter: { name: 'ab' } });
    expect(parsed(schema, {})).toMatchObject({ filter: {} });
  });
  it.each(['{"other":1}', '{"name":5}', '{"name":"abcde"}', '[1]'])(
    'refuses the filter %s as listFilterInvalid',
    (filter) => {
      const issues = issuesOf(schema, { filter });
      expect(issues.length).toBeGreaterThan(0);
      for (const issue of issues) expect(issue.message).toBe(M.listFilterInvalid);
    },
  );
});

describe('toListQueryParams', () => {
  it('writes a query that listQuerySchema reads back', () => {
    const query = {
      filter: { name: 'a' },
      skip: 20,
      limit: 10,
      aggregation: 'count' as const,
      descend: false,
    };
    expect(parsed(listQuerySchema, toListQueryParams(query))).toEqual(query);
  });
  it('leaves out what is not given', () => {
    expect(toListQueryParams({ limit: 5 })).toEqual({ limit: '5' });
  });
});

describe('listResultSchema', () => {
  it('checks totalCount and each item', () => {
    const schema = listResultSchema(z.object({ id: z.string() }));
    expect(schema.safeParse({ totalCount: 1, result: [{ id: 'a' }] }).success).toBe(true);
    expect(schema.safeParse({ totalCount: 1, result: [{ id: 1 }] }).success).toBe(false);
  });
});
