import { describe, expect, it } from 'vitest';
import {
  commandRows,
  initParamRows,
  toCommandSection,
  toEventSection,
  toInitParams,
  toPointSection,
  toTopic,
} from './section-form';

describe('section forms', () => {
  it('sends status points without empty units or descriptions', () => {
    expect(toPointSection('status', [{ name: 'temp', type: 'number', unit: '', desc: '' }])).toEqual({
      ok: true,
      body: [{ name: 'temp', type: 'number' }],
    });
  });

  it('puts a repeated code on the row that repeats it', () => {
    const check = toEventSection('warnings', [{ code: 'W1' }, { code: 'W1', desc: 'again' }]);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.issues[0]?.path).toEqual(['rows', 1, 'code']);
  });

  it('keys initial parameters by name with the value of the kind chosen', () => {
    expect(
      toInitParams([
        { name: 'interval', kind: 'number', number: 30 },
        { name: 'label', kind: 'string', text: 'north' },
        { name: 'enabled', kind: 'boolean', flag: true },
      ]),
    ).toEqual({ ok: true, body: { interval: 30, label: 'north', enabled: true } });
  });

  it('refuses a repeated or malformed parameter name on its row', () => {
    const repeated = toInitParams([
      { name: 'a', kind: 'string', text: '' },
      { name: 'a', kind: 'string', text: '' },
    ]);
    expect(repeated).toEqual({
      ok: false,
      issues: [{ path: ['rows', 1, 'name'], message: 'validation.duplicate' }],
    });
    const malformed = toInitParams([{ name: 'has space', kind: 'string', text: '' }]);
    expect(malformed.ok).toBe(false);
    if (!malformed.ok) expect(malformed.issues[0]?.path).toEqual(['rows', 0, 'name']);
  });

  it('puts a number parameter left empty on its value field', () => {
    const check = toInitParams([{ name: 'interval', kind: 'number', number: null }]);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.issues[0]?.path).toEqual(['rows', 0, 'number']);
  });

  it('reads stored parameters back as rows of their kind', () => {
    expect(initParamRows({ a: 1, b: false, c: 'x' })).toEqual([
      { name: 'a', kind: 'number', number: 1 },
      { name: 'b', kind: 'boolean', flag: false },
      { name: 'c', kind: 'string', text: 'x' },
    ]);
  });

  it("sends a topic's points under its name", () => {
    expect(toTopic('gps', [{ name: 'lat', type: 'number' }])).toEqual({
      ok: true,
      body: { topic: 'gps', data: [{ name: 'lat', type: 'number' }] },
    });
  });
  it('reads commands back as rows and puts a repeated parameter on the row that repeats it', () => {
    const rows = commandRows([
      { name: 'set', cmdtype: 'unconfirmed', params: [{ name: 'level', type: 'integer' }] },
    ]);
    expect(rows).toEqual([
      {
        name: 'set',
        cmdtype: 'unconfirmed',
        desc: '',
        params: [{ name: 'level', type: 'integer', unit: '', desc: '' }],
      },
    ]);
    const twice = [{ ...rows[0]!, params: [...rows[0]!.params, { name: 'level', type: 'number' as const }] }];
    const check = toCommandSection(twice);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.issues[0]?.path).toEqual(['rows', 0, 'params', 1, 'name']);
  });
});
