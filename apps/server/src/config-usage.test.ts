import { describe, expect, it } from 'vitest';
import { loadUsageConfig } from './config-usage';

describe('usage configuration', () => {
  it('meters, bills in Asia/Shanghai at the default prices and refuses nothing unless told', () => {
    expect(loadUsageConfig({})).toEqual({
      metering: true,
      timeZone: 'Asia/Shanghai',
      prices: { deviceMonth: 100, perThousandMessages: 10 },
      arrears: 'nothing',
      flushMs: 5000,
      closeTickMs: 60_000,
    });
  });

  it('reads a price list, the arrears policy and metering off', () => {
    const config = loadUsageConfig({
      FUNDS_PRICES: '{"deviceMonth":250,"perThousandMessages":3}',
      FUNDS_ARREARS: 'refuseNewDevices',
      FUNDS_METERING: '0',
    });
    expect(config).toMatchObject({
      prices: { deviceMonth: 250, perThousandMessages: 3 },
      arrears: 'refuseNewDevices',
      metering: false,
    });
  });

  it('stops the start naming a bad price list or zone', () => {
    expect(() => loadUsageConfig({ FUNDS_PRICES: '{"deviceMonth":1.5,"perThousandMessages":1}' })).toThrow(
      /FUNDS_PRICES/,
    );
    expect(() => loadUsageConfig({ FUNDS_PRICES: 'cheap' })).toThrow(/FUNDS_PRICES/);
    expect(() => loadUsageConfig({ FUNDS_TIME_ZONE: 'Mars/Olympus' })).toThrow(/FUNDS_TIME_ZONE/);
  });
});
