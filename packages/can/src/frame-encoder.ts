import type { DbcMessageView, DbcSignalView } from '@fleetkey/contract';
import { multiplexOrder } from './dbc-multiplex';
import { floatBits, signalBitPositions } from './signal-bits';

// Encoding physical values into a frame as a DBC lays it out: the inverse of the decoder, for devices
// that are simulated (the simulator sends what a real ECU would) and for tests and benchmarks.

type Scaled = Pick<DbcSignalView, 'factor' | 'offset' | 'length' | 'signed'>;

/** The raw value a physical value is sent as: (value − offset) ÷ factor, rounded, clamped to the bits. */
export function rawOf(signal: Scaled, value: number): number {
  const raw = Math.round((value - signal.offset) / (signal.factor === 0 ? 1 : signal.factor));
  const bits = Math.min(signal.length, 53);
  const low = signal.signed ? -(2 ** (bits - 1)) : 0;
  const high = signal.signed ? 2 ** (bits - 1) - 1 : 2 ** bits - 1;
  return Math.min(high, Math.max(low, raw));
}

/** The bits a signal sends for a physical value: IEEE-754 for float/double signals, else its raw value. */
function bitsOf(signal: DbcSignalView, value: number): bigint {
  if (signal.valueType !== 'integer') {
    const scaled = (value - signal.offset) / (signal.factor === 0 ? 1 : signal.factor);
    return floatBits(scaled, signal.length);
  }
  const raw = BigInt(rawOf(signal, value));
  return raw < 0n ? raw + (1n << BigInt(signal.length)) : raw;
}

/** Writes bits (unsigned, two's complement already applied) at the signal's positions. */
function writeBits(data: Uint8Array, positions: readonly number[], bits: bigint): void {
  let value = bits;
  // Positions are most significant first: the last one takes the lowest bit.
  for (let index = positions.length - 1; index >= 0; index -= 1) {
    const bit = positions[index] as number;
    const byte = bit >>> 3;
    if (byte >= data.length) continue;
    const mask = 1 << (bit & 7);
    data[byte] = value & 1n ? (data[byte] as number) | mask : (data[byte] as number) & ~mask;
    value >>= 1n;
  }
}

/**
 * A frame of the message carrying the given physical values (by signal name; absent signals are 0). A
 * multiplexed signal is written when its multiplexor is and the multiplexor's value selects it.
 */
export function encodeFrame(message: DbcMessageView, values: ReadonlyMap<string, number>): Uint8Array {
  const data = new Uint8Array(message.dlc);
  const written: (number | null)[] = [];
  for (const { index, parent } of multiplexOrder(message)) {
    const signal = message.signals[index] as DbcSignalView;
    const selector = parent === -1 ? null : written[parent];
    const present =
      parent === -1 ||
      (selector !== null &&
        selector !== undefined &&
        signal.multiplexRanges.some((range) => selector >= range.min && selector <= range.max));
    const value = values.get(signal.name) ?? 0;
    written.push(present ? rawOf(signal, value) : null);
    if (present) writeBits(data, signalBitPositions(signal), bitsOf(signal, value));
  }
  return data;
}
