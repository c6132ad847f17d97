import { describe, expect, it } from 'vitest';
import { sheetShapeRefusal } from './xlsx-sheet-shape';

const sheet = (rows: string) => Buffer.from(`<worksheet><sheetData>${rows}</sheetData></worksheet>`);
const row = (r: number, ref = `A${r}`) => `<row r="${r}" spans="1:2"><c r="${ref}"><v>1</v></c></row>`;

describe('sheetShapeRefusal', () => {
  it('passes a sheet within its rows and columns', () => {
    expect(sheetShapeRefusal(sheet(row(1) + row(2, 'IV2')), 10)).toBeUndefined();
  });

  it('refuses a sheet that names a row far past the limit, even alone', () => {
    expect(sheetShapeRefusal(sheet(row(1) + row(1_048_576)), 10)).toBe('too-many-rows');
  });

  it('refuses more row elements than the limit allows, numbered or not', () => {
    expect(sheetShapeRefusal(sheet('<row><c><v>1</v></c></row>'.repeat(21)), 10)).toBe('too-many-rows');
    expect(sheetShapeRefusal(sheet('<row><c><v>1</v></c></row>'.repeat(20)), 10)).toBeUndefined();
  });

  it('refuses a cell past the widest column allowed', () => {
    expect(sheetShapeRefusal(sheet(row(1, 'XFD1')), 10)).toBe('invalid');
    expect(sheetShapeRefusal(sheet(row(1, 'IW1')), 10)).toBe('invalid');
  });
});
