import type { DbcSignalView } from '@fleetkey/contract';

// Where a signal's bits sit in a frame. Bits are numbered per byte from its least significant bit:
// bit n is bit (n % 8) of byte ⌊n / 8⌋. Intel (little-endian) signals give their least significant bit and
// grow upwards through the bytes; Motorola (big-endian) signals give their most significant bit and run
// down within a byte, then on to bit 7 of the next byte (Vector's "sawtooth" numbering).

/** The bit positions of a signal, most significant first. */
export function signalBitPositions(
  signal: Pick<DbcSignalView, 'startBit' | 'length' | 'byteOrder'>,
): number[] {
  const positions: number[] = [];
  if (signal.byteOrder === 'intel') {
    for (let bit = signal.startBit + signal.length - 1; bit >= signal.startBit; bit -= 1) positions.push(bit);
    return positions;
  }
  let bit = signal.startBit;
  for (let taken = 0; taken < signal.length; taken += 1) {
    positions.push(bit);
    bit = bit % 8 === 0 ? bit + 15 : bit - 1;
  }
  return positions;
}

/** The signal's bit positions and the bytes a frame needs to carry it, for reading it again and again. */
export interface SignalBits {
  positions: readonly number[];
  /** The frame length (bytes) the signal needs. */
  bytesNeeded: number;
}

/** A signal's bits, worked out once. */
export function signalBits(signal: Pick<DbcSignalView, 'startBit' | 'length' | 'byteOrder'>): SignalBits {
  const positions = signalBitPositions(signal);
  return { positions, bytesNeeded: (Math.max(...positions) >>> 3) + 1 };
}

/**
 * Reads the raw value at the signal's bits; null when the frame is too short. Up to 53 bits are exact as
 * numbers; longer signals are read through BigInt and then rounded.
 */
export function readRaw(
  data: Uint8Array,
  { positions, bytesNeeded }: SignalBits,
  signed: boolean,
): number | null {
  if (data.length < bytesNeeded) return null;
  if (positions.length > 53) return readWide(data, positions, signed);
  let value = 0;
  for (const bit of positions) value = value * 2 + (((data[bit >>> 3] ?? 0) >>> (bit & 7)) & 1);
  const range = 2 ** positions.length;
  return signed && value >= range / 2 ? value - range : value;
}

function readWide(data: Uint8Array, positions: readonly number[], signed: boolean): number {
  let value = 0n;
  for (const bit of positions) value = (value << 1n) | BigInt(((data[bit >>> 3] ?? 0) >>> (bit & 7)) & 1);
  const range = 1n << BigInt(positions.length);
  return Number(signed && value >= range / 2n ? value - range : value);
}
