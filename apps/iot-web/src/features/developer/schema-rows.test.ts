import { describe, expect, it } from 'vitest';
import { schemaRows, typeOf } from './schema-rows';

describe('schemaRows', () => {
  it('lists the fields in order with their type, required mark and limits', () => {
    const rows = schemaRows({
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 2, maxLength: 32 },
        comment: { type: 'string', maxLength: 256 },
      },
      required: ['name'],
    });
    expect(rows).toEqual([
      {
        key: 'name',
        name: 'name',
        type: 'string',
        required: true,
        rules: [{ what: 'length', value: '2–32' }],
      },
      {
        key: 'comment',
        name: 'comment',
        type: 'string',
        required: false,
        rules: [{ what: 'length', value: '–256' }],
      },
    ]);
  });

  it('gives a nested object its fields as children under dotted keys', () => {
    const [scope] = schemaRows({
      type: 'object',
      properties: {
        scope: {
          type: 'object',
          properties: { kind: { type: 'string', enum: ['all', 'groups'] } },
          required: ['kind'],
        },
      },
    });
    expect(scope?.children).toEqual([
      {
        key: 'scope.kind',
        name: 'kind',
        type: 'string',
        required: true,
        rules: [{ what: 'enum', value: 'all, groups' }],
      },
    ]);
  });

  it('reads a nullable object as "object | null" with its fields', () => {
    const [gps] = schemaRows({
      type: 'object',
      properties: {
        gps: {
          anyOf: [
            { type: 'object', properties: { lat: { type: 'number', minimum: -90, maximum: 90 } } },
            { type: 'null' },
          ],
        },
      },
    });
    expect(gps?.type).toBe('object | null');
    expect(gps?.children?.[0]).toMatchObject({ key: 'gps.lat', rules: [{ what: 'range', value: '-90–90' }] });
  });

  it('leaves out the ±MAX_SAFE_INTEGER bounds zod writes for a plain integer', () => {
    const [role] = schemaRows({
      type: 'object',
      properties: { role: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
    });
    expect(role?.rules).toEqual([{ what: 'range', value: '1–' }]);
  });

  it('writes arrays as their item type with [] and keeps the items limits and default', () => {
    const node = { type: 'array', items: { type: 'string', maxLength: 36 }, maxItems: 200, default: [] };
    expect(typeOf(node)).toBe('string[]');
    expect(schemaRows({ type: 'object', properties: { ids: node } })[0]?.rules).toEqual([
      { what: 'length', value: '–36' },
      { what: 'items', value: '–200' },
      { what: 'default', value: '[]' },
    ]);
  });
});
