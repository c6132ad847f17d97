import { describe, expect, it } from 'vitest';
import type { DbcMessageView } from '@fleetkey/contract';
import { dbcSignal } from '../../test/dbc-signal';
import { filterMessages, idHex, multiplexText } from './dbc-tree';

const message = (id: number, name: string, signals: string[], extended = false): DbcMessageView => ({
  id,
  extended,
  pgn: null,
  name,
  dlc: 8,
  transmitter: 'ECU',
  signals: signals.map((name) => dbcSignal(name)),
  comment: null,
  attributes: {},
});

const MESSAGES = [
  message(0x123, 'EngineData', ['EngineSpeed', 'CoolantTemp']),
  message(0x18fef100, 'CCVS', ['WheelSpeed', 'BrakeSwitch'], true),
];

describe('filterMessages', () => {
  it('keeps every message for an empty search', () => {
    expect(filterMessages(MESSAGES, '  ')).toHaveLength(2);
  });

  it('keeps all signals of a message found by name', () => {
    expect(filterMessages(MESSAGES, 'engineda')).toEqual([MESSAGES[0]]);
  });

  it('finds a message by its hex id with or without 0x', () => {
    expect(filterMessages(MESSAGES, '0x18FEF100').map((m) => m.name)).toEqual(['CCVS']);
    expect(filterMessages(MESSAGES, '123').map((m) => m.name)).toEqual(['EngineData']);
  });

  it('keeps only the matching signals of a message found by a signal name', () => {
    const found = filterMessages(MESSAGES, 'speed');
    expect(found.map((m) => [m.name, m.signals.map((s) => s.name)])).toEqual([
      ['EngineData', ['EngineSpeed']],
      ['CCVS', ['WheelSpeed']],
    ]);
  });
});

describe('idHex', () => {
  it('writes standard ids with 3 digits and extended ids with 8', () => {
    expect(idHex(0x7b, false)).toBe('0x07B');
    expect(idHex(0xfef100, true)).toBe('0x00FEF100');
  });
});

describe('multiplexText', () => {
  it('shows M, m<n>, and extended multiplexing as the multiplexor and its value ranges', () => {
    expect(multiplexText({ ...dbcSignal('Sel'), multiplexor: true })).toBe('M');
    expect(multiplexText({ ...dbcSignal('A'), multiplexValue: 3 })).toBe('m3');
    const ranges = [
      { min: 1, max: 3 },
      { min: 5, max: 5 },
    ];
    expect(multiplexText({ ...dbcSignal('B'), multiplexer: 'Sel', multiplexRanges: ranges })).toBe(
      'Sel 1–3, 5',
    );
    expect(
      multiplexText({ ...dbcSignal('C'), multiplexor: true, multiplexer: 'Sel', multiplexRanges: ranges }),
    ).toBe('M · Sel 1–3, 5');
    expect(multiplexText(dbcSignal('D'))).toBe('');
  });
});
