import { describe, expect, it } from 'vitest';
import { parseDbc } from './dbc-parse';
import { frameDecoder } from './frame-decoder';
import { encodeFrame } from './frame-encoder';

// Issue 33: float and double signals as IEEE-754, whole numbers wider than 53 bits kept exact, J1939
// parameter-group matching only where the database declares J1939, and extended multiplexing as cantools
// reads it.

const hex = (text: string) => Uint8Array.from(Buffer.from(text, 'hex'));
const values = (db: string, id: number, extended: boolean, data: string) =>
  frameDecoder(parseDbc(db))
    .decode(id, extended, hex(data))
    ?.signals.map((signal) => [signal.signal, signal.value]);

describe('float and wide signals', () => {
  const DB = [
    'BO_ 10 Floats: 16 X',
    ' SG_ F32 : 0|32@1- (1,0) [0|0] "" Y',
    ' SG_ F64 : 71|64@0- (2,1) [0|0] "" Y',
    'BO_ 11 Wide: 8 X',
    ' SG_ U64 : 0|64@1+ (1,0) [0|0] "" Y',
    'BO_ 12 Signed: 8 X',
    ' SG_ I64 : 0|64@1- (1,0) [0|0] "" Y',
    'SIG_VALTYPE_ 10 F32 : 1;',
    'SIG_VALTYPE_ 10 F64 : 2;',
  ].join('\n');

  it('decodes a little-endian float and a big-endian scaled double as IEEE-754', () => {
    // 1.5f = 0x3FC00000 little-endian; −0.25 = 0xBFD0000000000000 big-endian, × 2 + 1 = 0.5.
    expect(values(DB, 10, false, '0000C03F' + '00000000' + 'BFD0000000000000')).toEqual([
      ['F32', 1.5],
      ['F64', 0.5],
    ]);
  });

  it('encodes float and double signals so they decode back', () => {
    const db = parseDbc(DB);
    const frame = encodeFrame(
      db.messages[0]!,
      new Map([
        ['F32', 3.25],
        ['F64', -7],
      ]),
    );
    expect(
      frameDecoder(db)
        .decode(10, false, frame)
        ?.signals.map((signal) => signal.value),
    ).toEqual([3.25, -7]);
  });

  it('keeps 64-bit whole numbers exact as decimal strings when a double cannot hold them', () => {
    expect(values(DB, 11, false, 'FFFFFFFFFFFFFFFF')).toEqual([['U64', '18446744073709551615']]);
    expect(values(DB, 11, false, '0100000000000000')).toEqual([['U64', 1]]);
    expect(values(DB, 12, false, '01000000000000FF')).toEqual([['I64', '-72057594037927935']]);
  });
});

describe('J1939 parameter groups', () => {
  const MESSAGE = 'BO_ 2566848512 Known: 8 X\n SG_ S : 0|8@1+ (1,0) [0|255] "" Y\n';

  it('matches another source address by PGN only in a database declaring J1939', () => {
    const declared = `BA_DEF_ "ProtocolType" STRING;\n${MESSAGE}BA_ "ProtocolType" "J1939";\n`;
    expect(values(declared, 0x18ff0003, true, '07')).toEqual([['S', 7]]);
    expect(values(MESSAGE, 0x18ff0003, true, '07')).toBeUndefined();
    expect(values(MESSAGE, 0x18ff0000, true, '07')).toEqual([['S', 7]]);
  });

  it('matches by PGN the messages whose frame format is J1939', () => {
    const formats = `BA_DEF_ BO_ "VFrameFormat" ENUM "StandardCAN","ExtendedCAN","J1939PG";\nBA_DEF_DEF_ "VFrameFormat" "ExtendedCAN";\n${MESSAGE}BO_ 2566848768 Other: 8 X\n SG_ T : 0|8@1+ (1,0) [0|255] "" Y\nBA_ "VFrameFormat" BO_ 2566848512 2;\n`;
    expect(values(formats, 0x18ff0003, true, '07')).toEqual([['S', 7]]);
    expect(values(formats, 0x18ff0103, true, '07')).toBeUndefined();
  });
});

describe('extended multiplexing', () => {
  // Sel selects Sub for 1..2 and 5; Sub (itself a multiplexor) selects Deep for 7; Free is always there.
  const DB = [
    'BO_ 20 Nested: 8 X',
    ' SG_ Sel M : 0|8@1+ (1,0) [0|255] "" Y',
    ' SG_ Sub m1M : 8|8@1+ (1,0) [0|255] "" Y',
    ' SG_ Deep m7 : 16|8@1+ (1,0) [0|255] "" Y',
    ' SG_ Plain m3 : 24|8@1+ (1,0) [0|255] "" Y',
    ' SG_ Free : 32|8@1+ (1,0) [0|255] "" Y',
    'SG_MUL_VAL_ 20 Sub Sel 1-2, 5-5;',
    'SG_MUL_VAL_ 20 Deep Sub 7-7;',
  ].join('\n');
  const names = (data: string) => values(DB, 20, false, data)?.map(([name]) => name);

  it('reads a signal present for a range of multiplexor values', () => {
    expect(names('0200000009')).toEqual(['Sel', 'Sub', 'Free']);
    expect(names('0500000009')).toEqual(['Sel', 'Sub', 'Free']);
    expect(names('0400000009')).toEqual(['Sel', 'Free']);
  });

  it('reads nested multiplexors: a signal is present only when its multiplexor is and selects it', () => {
    expect(names('0107080009')).toEqual(['Sel', 'Sub', 'Deep', 'Free']);
    expect(names('0106080009')).toEqual(['Sel', 'Sub', 'Free']);
    // Sub holds 7 in the bytes but is absent (Sel 3), so Deep is too; Plain (m3, no SG_MUL_VAL_) is there.
    expect(names('0307080009')).toEqual(['Sel', 'Plain', 'Free']);
  });

  it('encodes the signals the multiplexors select', () => {
    const db = parseDbc(DB);
    const frame = encodeFrame(
      db.messages[0]!,
      new Map([
        ['Sel', 2],
        ['Sub', 7],
        ['Deep', 9],
        ['Plain', 4],
        ['Free', 1],
      ]),
    );
    expect(Buffer.from(frame).toString('hex')).toBe('0207090001000000');
  });
});
