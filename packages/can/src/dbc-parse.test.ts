import { describe, expect, it } from 'vitest';
import { parseDbc } from './dbc-parse';
import { DbcSyntaxError } from './dbc-tokens';
import { fixtureText } from './fixture';

function syntaxError(source: string): DbcSyntaxError {
  try {
    parseDbc(source);
  } catch (error) {
    if (error instanceof DbcSyntaxError) return error;
    throw error;
  }
  throw new Error('parsed');
}

describe('parseDbc', () => {
  it('reads a J1939 file: extended ids without bit 31, PGNs, comments, attributes and enum values', () => {
    const db = parseDbc(fixtureText('j1939-engine.dbc'));
    expect(db.version).toBe('1.0');
    expect(db.nodes.map((node) => node.name)).toEqual(['Engine', 'Cluster']);
    expect(db.nodes[0]?.comment).toBe('Engine control module, source address 0');
    expect(db.comment).toMatch(/^Engine messages of SAE J1939-71/);
    const eec1 = db.messages[0];
    expect(eec1).toMatchObject({ id: 0x0cf00400, extended: true, pgn: 61444, name: 'EEC1', dlc: 8 });
    expect(eec1?.transmitter).toBe('Engine');
    expect(eec1?.comment).toBe('Electronic Engine Controller 1, PGN 61444');
    // ENUM attributes given by index read as their text.
    expect(eec1?.attributes).toEqual({ GenMsgCycleTime: 20, VFrameFormat: 'J1939PG' });
    expect(db.messages[1]).toMatchObject({ id: 0x18feee00, pgn: 65262 });
    expect(db.attributes).toEqual({ ProtocolType: 'J1939' });
    const speed = eec1?.signals[0];
    expect(speed).toMatchObject({
      name: 'EngineSpeed',
      startBit: 24,
      length: 16,
      byteOrder: 'intel',
      signed: false,
      factor: 0.125,
      offset: 0,
      min: 0,
      max: 8031.875,
      unit: 'rpm',
      receivers: ['Cluster'],
      comment: 'SPN 190\nActual engine speed',
      attributes: { SPN: 190 },
    });
    expect(eec1?.signals[2]?.values).toContainEqual({ value: 15, label: 'Not available' });
    const format = db.attributeDefinitions.find((entry) => entry.name === 'VFrameFormat');
    expect(format).toMatchObject({ scope: 'message', type: 'ENUM', default: 'J1939PG' });
    expect(format?.enumValues).toEqual(['StandardCAN', 'ExtendedCAN', 'J1939PG']);
  });

  it('reads Motorola and signed signals, receivers with or without commas, value tables', () => {
    const db = parseDbc(fixtureText('powertrain-motorola.dbc'));
    const engine = db.messages.find((message) => message.name === 'EngineData');
    expect(engine).toMatchObject({ id: 291, extended: false, pgn: null });
    expect(engine?.signals[0]).toMatchObject({
      byteOrder: 'motorola',
      startBit: 7,
      receivers: ['Gateway', 'TCM'],
    });
    expect(engine?.signals[2]?.receivers).toEqual(['Gateway', 'TCM']);
    expect(db.messages[1]?.signals[0]).toMatchObject({ signed: true, comment: 'Positive to the left' });
    expect(db.valueTables[0]?.name).toBe('GearPositions');
    expect(db.valueTables[0]?.values).toHaveLength(4);
  });

  it('reads the multiplexor and multiplexed signals', () => {
    const db = parseDbc(fixtureText('battery-mux.dbc'));
    const cells = db.messages[0]?.signals ?? [];
    expect(cells.map((signal) => [signal.name, signal.multiplexor, signal.multiplexValue])).toEqual([
      ['CellGroup', true, null],
      ['Cell1Voltage', false, 0],
      ['Cell2Voltage', false, 0],
      ['Cell3Voltage', false, 1],
      ['Cell4Voltage', false, 1],
    ]);
  });

  it('reads extended multiplexing (m<n>M) as both multiplexed and multiplexor', () => {
    const db = parseDbc(
      'BO_ 1 M: 8 X\n SG_ A M : 0|4@1+ (1,0) [0|1] "" Y\n SG_ B m2M : 4|4@1+ (1,0) [0|1] "" Y\n',
    );
    expect(db.messages[0]?.signals[1]).toMatchObject({ multiplexor: true, multiplexValue: 2 });
  });

  it('skips a signal with a bad byte order, naming its line, and keeps the rest', () => {
    const db = parseDbc(
      'VERSION ""\nBO_ 100 Foo: 8 ECU\n SG_ Bar : 0|8@2+ (1,0) [0|1] "" X\n SG_ Baz : 8|8@1+ (1,0) [0|1] "" X\n',
    );
    expect(db.warnings).toEqual([
      { line: 3, skipped: 'SG_ Bar : 0 |', reason: expect.stringMatching(/byte order/) },
    ]);
    expect(db.messages[0]?.signals.map((signal) => signal.name)).toEqual(['Baz']);
  });

  it('skips an unknown statement, an unterminated string and a signal outside a message with their lines', () => {
    const message = 'BO_ 1 A: 8 X\n';
    expect(parseDbc(`VERSION ""\n${message}FOO_ 1 2;\n`).warnings[0]).toMatchObject({
      line: 3,
      reason: "unknown statement, found 'FOO_'",
    });
    expect(parseDbc(`${message}CM_ "never closed;\n`).warnings[0]).toMatchObject({
      line: 2,
      reason: 'unterminated string',
    });
    expect(parseDbc(`BU_: A\n SG_ S : 0|8@1+ (1,0) [0|1] "" A\n${message}`).warnings[0]?.reason).toMatch(
      /outside a BO_/,
    );
  });

  it('refuses only a file with nothing usable, naming the first thing skipped', () => {
    expect(syntaxError('VERSION ""\n\nFOO_ 1 2;\n')).toMatchObject({ line: 3 });
    expect(syntaxError(' \n\n').reason).toBe('no DBC statement in the file');
    // A clean file without messages (a stub) is an empty database.
    expect(parseDbc('VERSION ""\nBU_: ECU\nCM_ "IMPORT common.dbc";\n').messages).toEqual([]);
  });

  it('reads escaped quotes and backslashes and comments over several lines, counting the lines after them', () => {
    const source = 'BO_ 1 A: 8 X\nCM_ BO_ 1 "says \\"hi\\" \\\\ then\nmore";\nFOO_ 1;\n';
    const db = parseDbc(source);
    expect(db.messages[0]?.comment).toBe('says "hi" \\ then\nmore');
    expect(db.warnings[0]).toMatchObject({ line: 4, reason: "unknown statement, found 'FOO_'" });
  });

  it('skips a duplicate signal with its line', () => {
    const twice = 'BO_ 1 A: 8 X\n SG_ S : 0|8@1+ (1,0) [0|1] "" X\n SG_ S : 8|8@1+ (1,0) [0|1] "" X\n';
    expect(parseDbc(twice).warnings).toMatchObject([{ line: 3, reason: 'signal S appears twice in A' }]);
  });
});
