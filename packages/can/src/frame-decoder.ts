import type { DbcDatabaseView, DbcMessageView, DbcSignalView, DecodedSignalView } from '@fleetkey/contract';
import { j1939Pgn } from './can-ids';
import { multiplexOrder } from './dbc-multiplex';
import { readFloat, readRaw, readWide, signalBits, type SignalBits } from './signal-bits';

// Decoding frames with a parsed DBC. The DBC is compiled once (bit positions, value tables, multiplexing
// order, lookup by id), so each frame costs only its bit reads — ingest decodes whole batches on the hot path.

/** How a signal's bits are read, chosen once so the common case stays a plain number read. */
const WHOLE = 0;
const WIDE = 1;
const FLOAT = 2;
type Reading = typeof WHOLE | typeof WIDE | typeof FLOAT;

interface CompiledSignal {
  signal: DbcSignalView;
  bits: SignalBits;
  reading: Reading;
  labels: Map<number, string>;
  /** Index (in the compiled order) of the multiplexor it depends on; -1: always present. */
  parent: number;
}

interface CompiledMessage {
  message: DbcMessageView;
  /** Multiplexors first, then what depends on them. */
  signals: CompiledSignal[];
  multiplexed: boolean;
}

/** A decoded frame: its message and the signals present in it. */
export interface DecodedFrame {
  message: DbcMessageView;
  signals: DecodedSignalView[];
}

/** A DBC ready to decode frames. */
export interface FrameDecoder {
  /**
   * Decodes one frame; null when the DBC has no message for its id. In a database that declares J1939,
   * extended frames with no exact match are matched by PGN, so one DBC message covers the PGN from any
   * source (and any destination) address.
   */
  decode(id: number, extended: boolean, data: Uint8Array): DecodedFrame | null;
}

function compileMessage(message: DbcMessageView): CompiledMessage {
  const signals = multiplexOrder(message).map(({ index, parent }): CompiledSignal => {
    const signal = message.signals[index] as DbcSignalView;
    const labels = new Map(signal.values.map((entry) => [entry.value, entry.label]));
    const reading = signal.valueType !== 'integer' ? FLOAT : signal.length > 53 ? WIDE : WHOLE;
    return { signal, bits: signalBits(signal), reading, labels, parent };
  });
  return { message, signals, multiplexed: signals.some((entry) => entry.parent !== -1) };
}

function readSignal({ signal, bits, reading }: CompiledSignal, data: Uint8Array): number | string | null {
  if (reading === WHOLE) return readRaw(data, bits, signal.signed);
  return reading === WIDE ? readWide(data, bits, signal.signed) : readFloat(data, bits);
}

function decodeSignal(compiled: CompiledSignal, raw: number | string): DecodedSignalView {
  const { signal } = compiled;
  if (typeof raw === 'number') {
    const label = compiled.labels.get(raw) ?? null;
    return { signal: signal.name, raw, value: raw * signal.factor + signal.offset, unit: signal.unit, label };
  }
  // A wide whole number stays exact when it is not scaled; scaled, it is a double like any value.
  const exact = signal.factor === 1 && signal.offset === 0;
  return {
    signal: signal.name,
    raw,
    value: exact ? raw : Number(raw) * signal.factor + signal.offset,
    unit: signal.unit,
    label: compiled.labels.get(Number(raw)) ?? null,
  };
}

/** Whether a multiplexor's raw value lies in one of the ranges. */
function inRanges(raw: number | string, ranges: DbcSignalView['multiplexRanges']): boolean {
  const value = Number(raw);
  return ranges.some((range) => value >= range.min && value <= range.max);
}

function decodeWith(compiled: CompiledMessage, data: Uint8Array): DecodedFrame {
  const signals: DecodedSignalView[] = [];
  if (!compiled.multiplexed) {
    for (const entry of compiled.signals) {
      const raw = readSignal(entry, data);
      if (raw !== null) signals.push(decodeSignal(entry, raw));
    }
    return { message: compiled.message, signals };
  }
  // A signal is present when its multiplexor is and holds one of its values (cantools' reading).
  const raws: (number | string | null)[] = [];
  for (const entry of compiled.signals) {
    const parent = entry.parent === -1 ? 0 : raws[entry.parent];
    const present =
      entry.parent === -1 ||
      (parent !== null && parent !== undefined && inRanges(parent, entry.signal.multiplexRanges));
    const raw = present ? readSignal(entry, data) : null;
    raws.push(raw);
    if (raw !== null) signals.push(decodeSignal(entry, raw));
  }
  return { message: compiled.message, signals };
}

/**
 * Which extended messages are J1939 parameter groups: all of them when the database says ProtocolType
 * J1939, else those whose frame format (VFrameFormat, or its default) is a J1939 one.
 */
function j1939Messages(db: DbcDatabaseView): (message: DbcMessageView) => boolean {
  if (String(db.attributes.ProtocolType ?? '').toUpperCase() === 'J1939') return () => true;
  const format = db.attributeDefinitions.find((entry) => entry.name === 'VFrameFormat')?.default ?? '';
  return (message) => String(message.attributes.VFrameFormat ?? format).includes('J1939');
}

/** Compiles a parsed DBC for decoding. */
export function frameDecoder(db: DbcDatabaseView): FrameDecoder {
  const standard = new Map<number, CompiledMessage>();
  const extended = new Map<number, CompiledMessage>();
  const byPgn = new Map<number, CompiledMessage>();
  const isJ1939 = j1939Messages(db);
  for (const message of db.messages) {
    const compiled = compileMessage(message);
    (message.extended ? extended : standard).set(message.id, compiled);
    if (message.extended && isJ1939(message) && !byPgn.has(j1939Pgn(message.id)))
      byPgn.set(j1939Pgn(message.id), compiled);
  }
  return {
    decode(id, isExtended, data) {
      const compiled = isExtended ? (extended.get(id) ?? byPgn.get(j1939Pgn(id))) : standard.get(id);
      return compiled ? decodeWith(compiled, data) : null;
    },
  };
}
