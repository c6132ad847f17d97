import { describe, expect, it } from 'vitest';
import { AGGREGATE_FIELDS } from './aggregation';
import { bucketPartLine, bucketPartsOfText } from './bucket-parts-text';

describe('bucketPartsOfText', () => {
  it('reads each line as a part, an empty field as a null aggregate and the key as the rest of the line', () => {
    expect(
      bucketPartsOfText('1788310800000,12,12,601.5,0.25,99.75,voltage\n1788314400000,3,0,,,,flag'),
    ).toEqual([
      { bucket: 1788310800000, key: 'voltage', cnt: 12, ncnt: 12, sum: 601.5, min: 0.25, max: 99.75 },
      { bucket: 1788314400000, key: 'flag', cnt: 3, ncnt: 0, sum: null, min: null, max: null },
    ]);
  });

  it('keeps PostgreSQL’s floats exact, out-of-range ones included, and a key with commas whole', () => {
    const [part] = bucketPartsOfText('0,2,2,0.30000000000000004,-Infinity,Infinity,a,b');
    expect(part).toEqual({
      bucket: 0,
      key: 'a,b',
      cnt: 2,
      ncnt: 2,
      sum: 0.1 + 0.2,
      min: -Infinity,
      max: Infinity,
    });
  });

  it('answers no part for an empty text', () => {
    expect(bucketPartsOfText('')).toEqual([]);
  });
});

describe('bucketPartLine', () => {
  it('writes every field in its place and leaves out what the aggregation is not made of', () => {
    expect(bucketPartLine(['cnt', 'ncnt', 'sum', 'min', 'max'])).toBe(
      "concat(h.bucket, ',', h.cnt, ',', h.ncnt, ',', h.sum, ',', h.min, ',', h.max, ',', h.key)",
    );
    expect(bucketPartLine(AGGREGATE_FIELDS.avg)).toBe(
      "concat(h.bucket, ',', '', ',', h.ncnt, ',', h.sum, ',', '', ',', '', ',', h.key)",
    );
  });

  it('keeps a trimmed line readable: the value the aggregation needs survives, the rest reads as empty', () => {
    const [part] = bucketPartsOfText('1788310800000,,12,601.5,,,voltage');
    expect(part).toEqual({
      bucket: 1788310800000,
      key: 'voltage',
      cnt: 0,
      ncnt: 12,
      sum: 601.5,
      min: null,
      max: null,
    });
  });
});
