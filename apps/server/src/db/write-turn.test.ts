import { describe, expect, it } from 'vitest';
import { createWriteTurn } from './write-turn';

describe('the write turn', () => {
  it('gives the turn to one taker at a time, in the order they asked', async () => {
    const turn = createWriteTurn();
    const order: string[] = [];
    const first = await turn.take();
    const second = turn.take().then((end) => (order.push('second'), end));
    const third = turn.take().then((end) => (order.push('third'), end));
    await Promise.resolve();
    expect(order).toEqual([]);
    first();
    (await second)();
    (await third)();
    expect(order).toEqual(['second', 'third']);
  });

  it('passes the turn on once however often one taker ends it', async () => {
    const turn = createWriteTurn();
    const first = await turn.take();
    let taken = 0;
    const second = turn.take().then((end) => (taken++, end));
    void turn.take().then(() => taken++);
    first();
    first();
    await second;
    await new Promise((resolve) => setImmediate(resolve));
    expect(taken).toBe(1);
  });
});
