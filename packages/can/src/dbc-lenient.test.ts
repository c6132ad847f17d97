import { describe, expect, it } from 'vitest';
import { parseDbc } from './dbc-parse';

// The constructs real vehicle files carry that opendbc's loader and cantools accept (issue 33): each is
// read or skipped with a warning, and the rest of the file is kept.

const MESSAGE = 'BO_ 100 Foo: 8 ECU\n SG_ Bar : 0|8@1+ (1,0) [0|255] "" X\n';

describe('parseDbc on real-world files', () => {
  it('skips comments, value tables and attributes naming a message or signal that does not exist', () => {
    const db = parseDbc(
      `BA_DEF_ SG_ "X" INT 0 9;\n${MESSAGE}CM_ BO_ 101 "gone";\nCM_ SG_ 100 Baz "gone";\nVAL_ 100 Baz 0 "off" ;\nBA_ "X" SG_ 100 Baz 1;\nCM_ SG_ 100 Bar "kept";\n`,
    );
    expect(db.warnings.map((warning) => [warning.line, warning.reason])).toEqual([
      [4, 'unknown message id 101'],
      [5, 'unknown signal Baz in Foo'],
      [6, 'unknown signal Baz in Foo'],
      [7, 'unknown signal Baz in Foo'],
    ]);
    expect(db.warnings[1]?.skipped).toBe('CM_ SG_ 100 Baz "gone"');
    expect(db.messages[0]?.signals[0]?.comment).toBe('kept');
  });

  it('skips a signal comment without a signal name', () => {
    const db = parseDbc(`${MESSAGE}CM_ SG_ 100 "about what?";\nCM_ BO_ 100 "kept";\n`);
    expect(db.warnings).toEqual([
      { line: 3, skipped: 'CM_ SG_ 100 "about what?"', reason: 'signal comment without a signal name' },
    ]);
    expect(db.messages[0]?.comment).toBe('kept');
  });

  it('reads statements missing their ; at the end of the line', () => {
    const db = parseDbc(
      `BA_DEF_ BO_ "Cycle" INT 0 1000\nBA_DEF_DEF_ "Cycle" 100\n${MESSAGE}CM_ BO_ 100 "no semicolon"\nVAL_ 100 Bar 0 "off" 1 "on"\nBA_ "Cycle" BO_ 100 20\n`,
    );
    expect(db.warnings).toEqual([]);
    expect(db.messages[0]).toMatchObject({ comment: 'no semicolon', attributes: { Cycle: 20 } });
    expect(db.messages[0]?.signals[0]?.values).toHaveLength(2);
  });

  it('reads message and signal names starting with a digit', () => {
    const db = parseDbc(
      'BO_ 1275 2017_5: 8 ECU\n SG_ 3rd_Gear : 0|8@1+ (1,0) [0|255] "" X\nCM_ SG_ 1275 3rd_Gear "x";\n',
    );
    expect(db.messages[0]?.name).toBe('2017_5');
    expect(db.messages[0]?.signals[0]).toMatchObject({ name: '3rd_Gear', comment: 'x' });
  });

  it('reads a node list spread over several lines', () => {
    const db = parseDbc(`BU_: ECU1 ECU2\n   ECU3\n   ECU4\n${MESSAGE}`);
    expect(db.nodes.map((node) => node.name)).toEqual(['ECU1', 'ECU2', 'ECU3', 'ECU4']);
  });

  it('reads a lone m marker as a plain signal and says so', () => {
    const db = parseDbc('BO_ 100 Foo: 8 ECU\n SG_ Code m : 6|2@1+ (1,0) [0|3] "" X\n');
    expect(db.messages[0]?.signals[0]).toMatchObject({ multiplexor: false, multiplexValue: null });
    expect(db.warnings).toMatchObject([{ line: 2, reason: expect.stringMatching(/lone|without a value/) }]);
  });

  it('ignores // comment lines', () => {
    const db = parseDbc(`// written by a tool\n${MESSAGE}// the end\n`);
    expect(db.warnings).toEqual([]);
    expect(db.messages).toHaveLength(1);
  });

  it('skips a stray character with its line', () => {
    const db = parseDbc(`${MESSAGE}#\n`);
    expect(db.warnings).toEqual([{ line: 3, skipped: "'#'", reason: 'unexpected character' }]);
  });

  it('reads 29-bit ids with or without bit 31 as the same extended message', () => {
    const db = parseDbc(
      'BO_ 419364864 Opendbc: 8 ECU\n SG_ S : 0|8@1+ (1,0) [0|1] "" X\nCM_ BO_ 2566848512 "with bit 31";\n',
    );
    expect(db.messages[0]).toMatchObject({ id: 0x18ff0000, extended: true, comment: 'with bit 31' });
  });

  it('reads SIG_VALTYPE_ and SG_MUL_VAL_', () => {
    const db = parseDbc(
      'BO_ 1 M: 8 X\n SG_ Sel M : 0|8@1+ (1,0) [0|1] "" Y\n SG_ Sub m1M : 8|8@1+ (1,0) [0|1] "" Y\n SG_ F m3 : 32|32@1- (1,0) [0|1] "" Y\nSIG_VALTYPE_ 1 F : 1;\nSG_MUL_VAL_ 1 Sub Sel 1-1, 4-6;\nSG_MUL_VAL_ 1 F Sub 3-3;\n',
    );
    const [sel, sub, f] = db.messages[0]?.signals ?? [];
    expect(sel).toMatchObject({ multiplexer: null, multiplexRanges: [] });
    expect(sub).toMatchObject({
      multiplexer: 'Sel',
      multiplexRanges: [
        { min: 1, max: 1 },
        { min: 4, max: 6 },
      ],
    });
    expect(f).toMatchObject({
      valueType: 'float',
      multiplexer: 'Sub',
      multiplexRanges: [{ min: 3, max: 3 }],
    });
  });
});
