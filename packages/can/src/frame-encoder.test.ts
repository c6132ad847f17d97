import type { DbcDatabaseView } from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { parseDbc } from './dbc-parse';
import { fixtureText } from './fixture';
import { frameDecoder } from './frame-decoder';
import { encodeFrame, rawOf } from './frame-encoder';

const messageOf = (db: DbcDatabaseView, name: string) => {
  const message = db.messages.find((entry) => entry.name === name);
  if (!message) throw new Error(`no message ${name}`);
  return message;
};
const bytes = (data: Uint8Array) => [...data].map((byte) => byte.toString(16).padStart(2, '0')).join(' ');

describe('encodeFrame', () => {
  const motorola = parseDbc(fixtureText('powertrain-motorola.dbc'));
  const battery = parseDbc(fixtureText('battery-mux.dbc'));

  it('lays out Motorola signals as the sawtooth numbering says (the decoder test’s frame, rebuilt)', () => {
    const data = encodeFrame(
      messageOf(motorola, 'EngineData'),
      new Map([
        ['EngineRPM', 3000],
        ['CoolantTemp', 50],
        ['ThrottlePosition', 50.2],
        ['GearSelected', 3],
      ]),
    );
    expect(bytes(data)).toBe('2e e0 5a 7d 80 00 03 00');
  });

  it('writes signed values in two’s complement, Intel and Motorola', () => {
    const steering = encodeFrame(
      messageOf(motorola, 'SteeringSensor'),
      new Map([
        ['SteeringAngle', -100],
        ['SteeringRate', -10],
      ]),
    );
    expect(bytes(steering)).toBe('fc 18 ff 60 00 00 00 00');
    const pack = encodeFrame(
      messageOf(battery, 'BMS_Pack'),
      new Map([
        ['PackCurrent', -100],
        ['StateOfCharge', 80],
        ['PackVoltage', 401.25],
        ['PackTemperature', -10],
      ]),
    );
    expect(bytes(pack)).toBe('18 fc a0 50 64 f6 00 00');
  });

  it('writes only the multiplexed signals the multiplexor value selects', () => {
    const cells = messageOf(battery, 'BMS_CellVoltages');
    const values = new Map([
      ['CellGroup', 1],
      ['Cell1Voltage', 3.1],
      ['Cell3Voltage', 3.692],
      ['Cell4Voltage', 3.7],
    ]);
    expect(bytes(encodeFrame(cells, values))).toBe('01 6c 0e 74 0e 00 00 00');
    const decoded = frameDecoder(battery).decode(cells.id, false, encodeFrame(cells, values));
    expect(decoded?.signals.map((signal) => signal.signal)).toEqual([
      'CellGroup',
      'Cell3Voltage',
      'Cell4Voltage',
    ]);
  });

  it('clamps values beyond the signal’s bits', () => {
    expect(rawOf({ factor: 1, offset: 0, length: 8, signed: false }, 300)).toBe(255);
    expect(rawOf({ factor: 1, offset: 0, length: 8, signed: true }, -300)).toBe(-128);
    expect(rawOf({ factor: 0.5, offset: -40, length: 8, signed: false }, 0)).toBe(80);
  });
});
