import pino from 'pino';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { foldRepeatedLines } from './log-folding';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const log = pino({ level: 'info', hooks: { logMethod: foldRepeatedLines(10_000) } }, stream);
  return { log, lines };
}

describe('foldRepeatedLines', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes a repeated error once per interval with the count of the repeats', () => {
    const { log, lines } = capture();
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    for (let i = 0; i < 560; i += 1) log.warn({ err: refused }, 'database unavailable');
    expect(lines).toHaveLength(1);
    vi.advanceTimersByTime(10_000);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ msg: 'database unavailable', repeated: 559, repeatedWithinMs: 10_000 });
    for (let i = 0; i < 100; i += 1) log.warn({ err: refused }, 'database unavailable');
    vi.advanceTimersByTime(10_000);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatchObject({ repeated: 100 });
    // Quiet for an interval: the next one is written at once again.
    vi.advanceTimersByTime(20_000);
    log.warn({ err: refused }, 'database unavailable');
    expect(lines).toHaveLength(4);
  });

  it('keeps causes apart and never folds info lines', () => {
    const { log, lines } = capture();
    for (let i = 0; i < 3; i += 1) {
      log.error({ err: new Error('a') }, 'request failed');
      log.error({ err: new Error('b') }, 'request failed');
      log.info('request refused');
    }
    expect(lines.map((line) => line.msg)).toEqual([
      'request failed',
      'request failed',
      'request refused',
      'request refused',
      'request refused',
    ]);
  });
});
