import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { corkPerTurn } from './cork-per-turn';

/** A stream that records each write it is handed (writev hands a gathered run as one). */
function recorder() {
  const writes: number[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      writes.push(chunk.length);
      callback();
    },
    writev(chunks, callback) {
      writes.push(chunks.reduce((sum, { chunk }) => sum + (chunk as Buffer).length, 0));
      callback();
    },
  });
  return { stream, writes };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('corkPerTurn', () => {
  it("sends one turn's writes as one, after the turn", async () => {
    const { stream, writes } = recorder();
    const cork = corkPerTurn(stream);
    for (let i = 0; i < 10; i++) {
      cork(4);
      stream.write(Buffer.alloc(4));
    }
    expect(writes).toEqual([]);
    await turn();
    expect(writes).toEqual([40]);

    cork(4);
    stream.write(Buffer.alloc(4));
    await turn();
    expect(writes).toEqual([40, 4]);
  });

  it('lets a large burst out in parts of at most 64 KiB instead of holding all of it', async () => {
    const { stream, writes } = recorder();
    const cork = corkPerTurn(stream);
    for (let i = 0; i < 5; i++) {
      cork(30 * 1024);
      stream.write(Buffer.alloc(30 * 1024));
    }
    expect(writes).toEqual([60 * 1024, 60 * 1024]);
    await turn();
    expect(writes).toEqual([60 * 1024, 60 * 1024, 30 * 1024]);
  });
});
