import { describe, expect, it } from 'vitest';
import { audienceIssue, parseAudience } from './audience';

describe('push audience', () => {
  it('reads one entry a line, also split by commas, semicolons or blanks, each once', () => {
    expect(parseAudience('8613900000001\n 8613900000002 ,8613900000001;\n\n8613900000003')).toEqual([
      '8613900000001',
      '8613900000002',
      '8613900000003',
    ]);
  });

  it('asks for at least one entry and at most 1000', () => {
    expect(audienceIssue('userIds', ' \n ')).toEqual({ key: 'pushes.audience.empty' });
    const many = Array.from({ length: 1001 }, (_, i) => `id${i}`).join('\n');
    expect(audienceIssue('userIds', many)).toEqual({ key: 'pushes.audience.tooMany' });
    expect(audienceIssue('userIds', 'abc\ndef')).toBeNull();
  });

  it('names the lines that are not full mobiles (calling code, then the number)', () => {
    expect(audienceIssue('mobiles', '8613912345678\n13912345678x\n861234')).toEqual({
      key: 'pushes.audience.invalidMobiles',
      entries: ['13912345678x', '861234'],
    });
    expect(audienceIssue('mobiles', '8613912345678')).toBeNull();
  });
});
