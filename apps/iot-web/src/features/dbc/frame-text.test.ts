import { describe, expect, it } from 'vitest';
import { DBC_FRAMES_PER_BATCH } from '@fleetkey/contract';
import { readFrames } from './frame-text';

describe('readFrames', () => {
  it('reads candump lines, an id of more than 3 digits as a 29-bit one', () => {
    const read = readFrames('123#DEADBEEF\n\n18FEF100#F37D8C401FFFFFFF\n');
    expect(read.issues).toEqual([]);
    expect(read.frames).toEqual([
      { id: 0x123, ext: false, data: 'DEADBEEF' },
      { id: 0x18fef100, ext: true, data: 'F37D8C401FFFFFFF' },
    ]);
  });

  it('reads a candump -l line with its time, and dotted bytes', () => {
    const read = readFrames('(1700000000.250000) can0 0C0#01.02');
    expect(read.frames).toEqual([{ time: 1700000000250, id: 0xc0, ext: false, data: '0102' }]);
  });

  it('reads a JSON array and JSON objects one per line', () => {
    expect(readFrames('[{"id":291,"data":"0102"},{"id":1,"ext":true,"data":"FF"}]').frames).toEqual([
      { id: 291, data: '0102' },
      { id: 1, ext: true, data: 'FF' },
    ]);
    expect(readFrames('{"id":291,"data":"01 02"}').frames).toEqual([{ id: 291, data: '0102' }]);
  });

  it('names the lines it cannot read and those that are not frames', () => {
    const read = readFrames('123#0102\nhello\n123#ABC\n{"id":-1,"data":""}');
    expect(read.frames).toHaveLength(1);
    expect(read.issues).toEqual([
      { line: 2, reason: 'dbc.decode.badLine' },
      { line: 3, reason: 'dbc.decode.badFrame' },
      { line: 4, reason: 'dbc.decode.badFrame' },
    ]);
  });

  it('says when there are more frames than one request takes', () => {
    const text = Array.from({ length: DBC_FRAMES_PER_BATCH + 1 }, () => '1#00').join('\n');
    expect(readFrames(text).tooMany).toBe(true);
  });
});
