import { describe, expect, it } from 'vitest';
import type { DbcStrategyView } from '@fleetkey/contract';
import { boundStrategy } from './bound-strategy';

const strategy = (id: string): DbcStrategyView => ({
  id,
  name: id,
  dbc: 'a.dbc',
  devtype: 'truck',
  intervalMs: 0,
  signals: [],
  updatedAt: '2026-11-27T00:00:00.000Z',
});

describe('boundStrategy', () => {
  const strategies = [strategy('type'), strategy('own')];
  const typeBinding = { strategyId: 'type', devtype: 'truck', devid: null };

  it("takes the device's own binding over its type's", () => {
    const bindings = [typeBinding, { strategyId: 'own', devtype: 'truck', devid: 'd1' }];
    expect(boundStrategy({ devid: 'd1', devtype: 'truck' }, bindings, strategies)?.id).toBe('own');
  });

  it("falls back to the type's binding, and to none for another type", () => {
    expect(boundStrategy({ devid: 'd2', devtype: 'truck' }, [typeBinding], strategies)?.id).toBe('type');
    expect(boundStrategy({ devid: 'd3', devtype: 'bus' }, [typeBinding], strategies)).toBeNull();
  });
});
