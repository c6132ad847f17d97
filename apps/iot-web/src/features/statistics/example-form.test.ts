import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { StatisticExampleView } from '@fleetkey/contract';
import {
  backfillFrom,
  exampleFormValues,
  newExampleValues,
  toExampleBody,
  type ExampleFormValues,
} from './example-form';

const dailyAverage = (): ExampleFormValues => ({
  ...newExampleValues(),
  name: 'Daily power',
  devtype: 'meter',
  point: 'power',
  timeZone: 'Europe/Berlin',
});

describe('example form', () => {
  it('sends a built-in with its point and only the parameters it takes', () => {
    const checked = toExampleBody({ ...dailyAverage(), algorithmId: 'timeAbove', threshold: 30, p: 95 });
    expect(checked.ok && checked.body).toMatchObject({
      algorithmId: 'timeAbove',
      point: 'power',
      params: { threshold: 30 },
      targets: { devtype: 'meter' },
      window: 'day',
      timeZone: 'Europe/Berlin',
    });
    expect(checked.ok && 'p' in checked.body.params).toBe(false);
  });

  it('sends a formula without a point or parameters', () => {
    const checked = toExampleBody({ ...dailyAverage(), algorithmId: 'f-1', threshold: 3 });
    expect(checked.ok).toBe(true);
    expect(checked.ok && checked.body.point).toBeUndefined();
    expect(checked.ok && checked.body.params).toEqual({});
  });

  it('names the form fields the contract refuses: the type, then a missing point and percentile', () => {
    const pathsOf = (values: ExampleFormValues) => {
      const checked = toExampleBody(values);
      return checked.ok ? [] : checked.issues.map((issue) => issue.path.join('.'));
    };
    expect(pathsOf({ ...newExampleValues(), name: 'x' })).toEqual(['devtype']);
    // The point and parameters are checked once the rest of the body is valid (the schema's refinement).
    expect(
      pathsOf({ ...newExampleValues(), name: 'x', devtype: 'meter', algorithmId: 'percentile' }),
    ).toEqual(['point', 'p']);
  });

  it('reads a saved example back into the form, listed devices as devices', () => {
    const checked = toExampleBody({ ...dailyAverage(), targetKind: 'devices', devids: ['m1', 'm2'] });
    if (!checked.ok) throw new Error('valid');
    const saved: StatisticExampleView = {
      ...checked.body,
      point: checked.body.point ?? null,
      id: 'e1',
      builtin: true,
      state: 'stopped',
      nextWindowStart: null,
      lastWindow: null,
      createdBy: 'u',
      createdAt: 1,
      updatedAt: 1,
    };
    const form = exampleFormValues(saved);
    expect(form).toMatchObject({ targetKind: 'devices', devids: ['m1', 'm2'], point: 'power' });
    expect(toExampleBody(form)).toEqual(checked);
  });

  it('computes from the picked day’s midnight in the example’s zone', () => {
    const day = dayjs('2026-10-25');
    expect(backfillFrom(day, 'Europe/Berlin')).toBe(Date.parse('2026-10-24T22:00:00Z'));
    expect(backfillFrom(day, 'Asia/Shanghai')).toBe(Date.parse('2026-10-24T16:00:00Z'));
  });
});
