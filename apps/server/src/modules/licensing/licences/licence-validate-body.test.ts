import { licenceValidateSchema } from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { plainValidateBody } from './licence-validate-body';

const KEY = 'FK-7Q2M-X8RT-4WZP';
const odd = [
  '',
  ' ',
  'a',
  'A-',
  '-A',
  '_a',
  'a_',
  'a b',
  ' a',
  'a ',
  '\ta',
  'a\n',
  '\u00a0a',
  'a\u2028',
  '设备',
  'é',
  'a'.repeat(64),
  'a'.repeat(65),
  `${'a'.repeat(63)}-`,
  'a-b_c',
  'a--b',
  'A1',
  '!',
  '~',
  '"',
  '\\',
  '{}',
  '\u0000',
  'a\u0000',
];
const values: unknown[] = [...odd, undefined, null, 0, 1, true, [], {}, ['a'], { $gt: '' }];

// Inputs around every rule of the schema, plus pseudo-random strings (mostly printable ASCII).
function bodies(): unknown[] {
  const out: unknown[] = [undefined, null, 'x', 1, [], {}, [KEY, 'dev-1']];
  for (const licenceKey of values) for (const deviceId of values) out.push({ licenceKey, deviceId });
  for (const v of values) out.push({ licenceKey: KEY, deviceId: v }, { licenceKey: v, deviceId: 'dev-1' });
  out.push({ licenceKey: KEY, deviceId: 'dev-1', extra: 1 });
  // A fixed-seed generator, so a failure reproduces.
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const pick = () =>
    Array.from({ length: Math.floor(random() * 70) }, () =>
      String.fromCharCode(random() < 0.9 ? 32 + Math.floor(random() * 95) : Math.floor(random() * 0x3000)),
    ).join('');
  for (let n = 0; n < 5000; n++)
    out.push({ licenceKey: pick(), deviceId: pick() }, { licenceKey: KEY, deviceId: pick() });
  return out;
}

describe('plainValidateBody', () => {
  it('accepts only what licenceValidateSchema accepts, and as the schema would pass it on', () => {
    for (const body of bodies()) {
      const plain = plainValidateBody(body);
      if (plain === undefined) continue;
      const parsed = licenceValidateSchema.safeParse(body);
      expect(parsed.success, JSON.stringify(body)).toBe(true);
      expect(plain, JSON.stringify(body)).toEqual(parsed.data);
    }
  });

  it('recognises the bodies devices send, so they skip the schema', () => {
    for (const deviceId of ['dev-1', 'bench-12', 'A', 'panel_01', 'x'.repeat(64)])
      expect(plainValidateBody({ licenceKey: KEY, deviceId })).toEqual({ licenceKey: KEY, deviceId });
  });
});
