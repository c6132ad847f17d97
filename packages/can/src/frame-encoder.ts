import type { DbcMessageView, DbcSignalView } from '@fleetkey/contract';
import { signalBitPositions } from './signal-bits';

// Encoding physical values into a frame as a DBC lays it out: the inverse of the decoder, for devices
// that are simulated (the simulator sends what a real ECU would) and for tests and benchmarks.

/** The raw value a physical value is sent as: (value − offset) ÷ factor, rounded, clamped to the bits. */
export function rawOf(signal: Pick<DbcSignalView, 'factor' | 'offset' | 'length' | 'signed'>, value: number) {
  const raw = Math.round((value - signal.offset) / (signal.factor === 0 ? 1 : signal.factor));
  const bits = Math.min(signal.length, 53);
  const low = signal.signed ? -(2 ** (bits - 1)) : 0;
  const high = signal.signed ? 2 ** (bits - 1) - 1 : 2 ** bits - 1;
  return Math.min(high, Math.max(low, raw));
}

/** Writes a raw value (two's complement when negative) at the signal's bits. */
function writeRaw(data: Uint8Array, positions: readonly number[], raw: number): void {
  let value = BigInt(raw);
  if (value < 0n) value += 1n << BigInt(positions.length);
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
 * multiplexed message carries the signals of the multiplexor value given, and those not multiplexed.
 */
export function encodeFrame(message: DbcMessageView, values: ReadonlyMap<string, number>): Uint8Array {
  const data = new Uint8Array(message.dlc);
  const multiplexor = message.signals.find((signal) => signal.multiplexor);
  const selected = multiplexor ? rawOf(multiplexor, values.get(multiplexor.name) ?? 0) : null;
  for (const signal of message.signals) {
    if (signal.multiplexValue !== null && signal.multiplexValue !== selected) continue;
    writeRaw(data, signalBitPositions(signal), rawOf(signal, values.get(signal.name) ?? 0));
  }
  return data;
}
