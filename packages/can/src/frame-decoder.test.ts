import { describe, expect, it } from 'vitest';
import { j1939Pgn, j1939Source } from './can-ids';
import { parseDbc } from './dbc-parse';
import { fixtureText } from './fixture';
import { frameDecoder, type DecodedFrame } from './frame-decoder';

function valuesOf(frame: DecodedFrame | null): Record<string, number | string> {
  return Object.fromEntries((frame?.signals ?? []).map((signal) => [signal.signal, signal.value]));
}

describe('J1939 ids', () => {
  it('takes the PGN of a PDU2 id with its group extension, of a PDU1 id without its destination', () => {
    // 0x0CF00400: priority 3, PF 0xF0 ≥ 240 so PS 0x04 belongs: PGN 0xF004 = 61444 (EEC1), source 0.
    expect(j1939Pgn(0x0cf00400)).toBe(61444);
    expect(j1939Pgn(0x18feee00)).toBe(65262);
    // 0x18EAFF21: request (PF 0xEA < 240) to destination 0xFF from source 0x21: PGN 0xEA00 = 59904.
    expect(j1939Pgn(0x18eaff21)).toBe(59904);
    expect(j1939Source(0x18eaff21)).toBe(0x21);
    // Data page bit 24 set: 0x19FEEE00 is PGN 0x1FEEE = 130798.
    expect(j1939Pgn(0x19feee00)).toBe(130798);
  });
});

describe('frameDecoder', () => {
  const j1939 = frameDecoder(parseDbc(fixtureText('j1939-engine.dbc')));
  const motorola = frameDecoder(parseDbc(fixtureText('powertrain-motorola.dbc')));
  const battery = frameDecoder(parseDbc(fixtureText('battery-mux.dbc')));

  it('decodes Intel unsigned signals with factor and offset on an extended id', () => {
    // EngineSpeed = bytes 3..4 little-endian = 0x1F40 = 8000 × 0.125 = 1000 rpm;
    // torque = byte 2 = 0x8C = 140 − 125 = 15 %; torque mode = low nibble of byte 0 = 0x3.
    const frame = j1939.decode(
      0x0cf00400,
      true,
      Uint8Array.from([0xf3, 0x7d, 0x8c, 0x40, 0x1f, 0xff, 0xff, 0xff]),
    );
    expect(frame?.message.name).toBe('EEC1');
    expect(valuesOf(frame)).toEqual({
      EngineSpeed: 1000,
      ActualEnginePercentTorque: 15,
      EngineTorqueMode: 3,
    });
    expect(frame?.signals[2]).toMatchObject({ raw: 3, label: null });
  });

  it('matches an extended frame from another source address by its PGN', () => {
    // ET1 from source 0x03: coolant = 0x7D = 125 − 40 = 85 °C.
    const frame = j1939.decode(0x18feee03, true, Uint8Array.from([0x7d, 0x50, 0, 0, 0, 0, 0, 0]));
    expect(frame?.message.name).toBe('ET1');
    expect(valuesOf(frame)).toEqual({ EngineCoolantTemp: 85, EngineFuelTemp: 40 });
  });

  it('gives the value table label', () => {
    const frame = j1939.decode(0x0cf00400, true, Uint8Array.from([0x0f, 0, 0, 0, 0, 0, 0, 0]));
    expect(frame?.signals.find((signal) => signal.signal === 'EngineTorqueMode')?.label).toBe(
      'Not available',
    );
  });

  it('does not take a standard frame for an extended message with the same number', () => {
    expect(j1939.decode(0x0cf00400 & 0x7ff, false, new Uint8Array(8))).toBeNull();
    expect(motorola.decode(291, true, new Uint8Array(8))).toBeNull();
  });

  it('decodes Motorola signals: whole bytes, across bytes, and a label', () => {
    // EngineRPM 7|16@0: byte 0 high, byte 1 low = 0x2EE0 = 12000 × 0.25 = 3000 rpm.
    // CoolantTemp 23|8@0: byte 2 = 0x5A = 90 − 40 = 50 °C.
    // ThrottlePosition 31|10@0: byte 3 (8 bits) then bits 7..6 of byte 4: 0x7D << 2 | 0b10 = 502 × 0.1 = 50.2 %.
    // GearSelected 51|4@0: bits 3..0 of byte 6 = 3 "Drive".
    const frame = motorola.decode(291, false, Uint8Array.from([0x2e, 0xe0, 0x5a, 0x7d, 0x80, 0, 0x03, 0]));
    const values = valuesOf(frame);
    expect(values.EngineRPM).toBe(3000);
    expect(values.CoolantTemp).toBe(50);
    expect(values.ThrottlePosition).toBeCloseTo(50.2, 10);
    expect(frame?.signals.find((signal) => signal.signal === 'GearSelected')).toMatchObject({
      raw: 3,
      label: 'Drive',
    });
  });

  it('decodes signed Motorola signals in two’s complement', () => {
    // SteeringAngle 7|16@0-: 0xFC18 = 64536 − 65536 = −1000 × 0.1 = −100 °.
    // SteeringRate 23|12@0-: byte 2 then the high nibble of byte 3: 0xFF6 = 4086 − 4096 = −10 °/s.
    const frame = motorola.decode(37, false, Uint8Array.from([0xfc, 0x18, 0xff, 0x60, 0, 0, 0, 0]));
    expect(valuesOf(frame)).toEqual({ SteeringAngle: -100, SteeringRate: -10 });
  });

  it('decodes signed Intel signals and an Intel signal starting mid-byte', () => {
    // PackCurrent 0|16@1-: 0xFC18 → −1000 × 0.1 = −100 A. StateOfCharge: 0xA0 = 160 × 0.5 = 80 %.
    // PackVoltage 28|12@1+: low nibble from bits 7..4 of byte 3 (0x5), high 8 bits from byte 4 (0x64):
    // 0x645 = 1605 × 0.25 = 401.25 V. PackTemperature 40|8@1-: 0xF6 = 246 − 256 = −10 °C.
    const frame = battery.decode(1713, false, Uint8Array.from([0x18, 0xfc, 0xa0, 0x50, 0x64, 0xf6, 0, 0]));
    expect(valuesOf(frame)).toEqual({
      PackCurrent: -100,
      StateOfCharge: 80,
      PackVoltage: 401.25,
      PackTemperature: -10,
    });
  });

  it('decodes only the multiplexed signals the multiplexor selects', () => {
    // Group 0: cell 1 = 0x0E6C = 3692 mV, cell 2 = 0x0E74 = 3700 mV.
    const group0 = battery.decode(1712, false, Uint8Array.from([0x00, 0x6c, 0x0e, 0x74, 0x0e, 0, 0, 0]));
    expect(Object.keys(valuesOf(group0))).toEqual(['CellGroup', 'Cell1Voltage', 'Cell2Voltage']);
    expect(valuesOf(group0).Cell1Voltage).toBeCloseTo(3.692, 10);
    expect(valuesOf(group0).Cell2Voltage).toBeCloseTo(3.7, 10);
    // Group 1: the same bytes are cells 3 and 4.
    const group1 = battery.decode(1712, false, Uint8Array.from([0x01, 0x6c, 0x0e, 0x74, 0x0e, 0, 0, 0]));
    expect(Object.keys(valuesOf(group1))).toEqual(['CellGroup', 'Cell3Voltage', 'Cell4Voltage']);
    // Group 7 selects no cells.
    const group7 = battery.decode(1712, false, Uint8Array.from([0x07, 0, 0, 0, 0, 0, 0, 0]));
    expect(Object.keys(valuesOf(group7))).toEqual(['CellGroup']);
  });

  it('leaves out signals beyond a short frame and answers null for an unknown id', () => {
    const frame = battery.decode(1713, false, Uint8Array.from([0x18, 0xfc, 0xa0]));
    expect(Object.keys(valuesOf(frame))).toEqual(['PackCurrent', 'StateOfCharge']);
    expect(battery.decode(0x7ff, false, new Uint8Array(8))).toBeNull();
  });

  it('reads a 64-bit signal', () => {
    const wide = frameDecoder(parseDbc('BO_ 1 W: 8 X\n SG_ Counter : 0|64@1+ (1,0) [0|0] "" Y\n'));
    const frame = wide.decode(1, false, Uint8Array.from([1, 0, 0, 0, 0, 0, 1, 0]));
    expect(valuesOf(frame).Counter).toBe(2 ** 48 + 1);
  });
});
