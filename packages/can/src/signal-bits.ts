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

/** Reads the raw whole number (up to 53 bits, exact) at the signal's bits; null when the frame is too short. */
export function readRaw(
  data: Uint8Array,
  { positions, bytesNeeded }: SignalBits,
  signed: boolean,
): number | null {
  if (data.length < bytesNeeded) return null;
  let value = 0;
  for (const bit of positions) value = value * 2 + (((data[bit >>> 3] ?? 0) >>> (bit & 7)) & 1);
  const range = 2 ** positions.length;
  return signed && value >= range / 2 ? value - range : value;
}

/**
 * Reads a whole number wider than 53 bits through BigInt: a number when a double holds it exactly, else
 * its decimal string; null when the frame is too short.
 */
export function readWide(
  data: Uint8Array,
  { positions, bytesNeeded }: SignalBits,
  signed: boolean,
): number | string | null {
  if (data.length < bytesNeeded) return null;
  const wide = readBits(data, positions);
  const range = 1n << BigInt(positions.length);
  const value = signed && wide >= range / 2n ? wide - range : wide;
  const small = Number(value);
  return Number.isSafeInteger(small) ? small : value.toString();
}

/** The bits at the positions as an unsigned BigInt. */
function readBits(data: Uint8Array, positions: readonly number[]): bigint {
  let value = 0n;
  for (const bit of positions) value = (value << 1n) | BigInt(((data[bit >>> 3] ?? 0) >>> (bit & 7)) & 1);
  return value;
}

const scratch = new DataView(new ArrayBuffer(8));

/** Reads an IEEE-754 float (32 bits) or double (64 bits) at the signal's bits; null when the frame is too short. */
export function readFloat(data: Uint8Array, { positions, bytesNeeded }: SignalBits): number | null {
  if (data.length < bytesNeeded) return null;
  if (positions.length === 32) {
    let bits = 0;
    for (const bit of positions) bits = bits * 2 + (((data[bit >>> 3] ?? 0) >>> (bit & 7)) & 1);
    scratch.setUint32(0, bits);
    return scratch.getFloat32(0);
  }
  scratch.setBigUint64(0, readBits(data, positions));
  return scratch.getFloat64(0);
}

/** The IEEE-754 bits of a value as a float (32 bits) or double (64 bits). */
export function floatBits(value: number, length: number): bigint {
  if (length === 32) {
    scratch.setFloat32(0, value);
    return BigInt(scratch.getUint32(0));
  }
  scratch.setFloat64(0, value);
  return scratch.getBigUint64(0);
}
