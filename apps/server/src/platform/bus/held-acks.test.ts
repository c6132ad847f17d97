import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { HELD_MAX, holdAcks } from './held-acks';
import { puback } from './puback';

/** A store that settles when told to. */
function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A connection that keeps what was written to it; `settle` lets a turn of the event loop pass. */
function connection() {
  const stream = new PassThrough();
  const written: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => written.push(chunk));
  const acked = () => Buffer.concat(written);
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { stream, acked, settle };
}

describe('holdAcks', () => {
  it('acknowledges each message once it is stored, in the order the messages came', async () => {
    const { stream, acked, settle } = connection();
    const acks = holdAcks(stream, () => undefined);
    const stores = [deferred(), deferred(), deferred()];
    stores.forEach((store, index) => acks.hold(index + 1, store.promise, () => undefined));

    stores[1]?.resolve();
    await settle();
    await settle();
    expect(acked()).toEqual(Buffer.alloc(0));

    stores[0]?.resolve();
    await settle();
    await settle();
    expect(acked()).toEqual(Buffer.concat([puback(1), puback(2)]));

    stores[2]?.resolve();
    await settle();
    await settle();
    expect(acked()).toEqual(Buffer.concat([puback(1), puback(2), puback(3)]));
  });

  it('lets the client be read at once until HELD_MAX messages wait, then once one of them is acknowledged', async () => {
    const { stream, settle } = connection();
    const acks = holdAcks(stream, () => undefined);
    const stores = Array.from({ length: HELD_MAX + 1 }, () => deferred());
    let reads = 0;
    stores.forEach((store, index) => acks.hold(index + 1, store.promise, () => (reads += 1)));
    expect(reads).toBe(HELD_MAX);

    stores[0]?.resolve();
    await settle();
    expect(reads).toBe(HELD_MAX + 1);
  });

  it('acknowledges nothing from a failed store on and says so once', async () => {
    const { stream, acked, settle } = connection();
    const failures: Error[] = [];
    const acks = holdAcks(stream, (error) => failures.push(error));
    const stores = [deferred(), deferred(), deferred()];
    stores.forEach((store, index) => acks.hold(index + 1, store.promise, () => undefined));

    stores[0]?.resolve();
    stores[1]?.reject(new Error('database gone'));
    stores[2]?.reject(new Error('database still gone'));
    await settle();
    await settle();
    expect(acked()).toEqual(puback(1));
    expect(failures.map((error) => error.message)).toEqual(['database gone']);
  });
});
