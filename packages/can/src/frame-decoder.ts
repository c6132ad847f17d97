import type { DbcDatabaseView, DbcMessageView, DbcSignalView, DecodedSignalView } from '@fleetkey/contract';
import { j1939Pgn } from './can-ids';
import { readRaw, signalBits, type SignalBits } from './signal-bits';

// Decoding frames with a parsed DBC. The DBC is compiled once (bit positions, value tables, lookup by id),
// so each frame costs only its bit reads — ingest decodes whole batches on the hot path.

interface CompiledSignal {
  signal: DbcSignalView;
  bits: SignalBits;
  labels: Map<number, string>;
}

interface CompiledMessage {
  message: DbcMessageView;
  multiplexor: CompiledSignal | null;
  signals: CompiledSignal[];
}

/** A decoded frame: its message and the signals present in it. */
export interface DecodedFrame {
  message: DbcMessageView;
  signals: DecodedSignalView[];
}

/** A DBC ready to decode frames. */
export interface FrameDecoder {
  /**
   * Decodes one frame; null when the DBC has no message for its id. Extended frames with no exact match are
   * matched by J1939 PGN, so one DBC message covers the PGN from any source (and any destination) address.
   */
  decode(id: number, extended: boolean, data: Uint8Array): DecodedFrame | null;
}

function compileSignal(signal: DbcSignalView): CompiledSignal {
  return {
    signal,
    bits: signalBits(signal),
    labels: new Map(signal.values.map((entry) => [entry.value, entry.label])),
  };
}

function compileMessage(message: DbcMessageView): CompiledMessage {
  const signals = message.signals.map(compileSignal);
  return { message, multiplexor: signals.find((entry) => entry.signal.multiplexor) ?? null, signals };
}

function decodeSignal(compiled: CompiledSignal, raw: number): DecodedSignalView {
  const { signal } = compiled;
  return {
    signal: signal.name,
    raw,
    value: raw * signal.factor + signal.offset,
    unit: signal.unit,
    label: compiled.labels.get(raw) ?? null,
  };
}

function decodeWith(compiled: CompiledMessage, data: Uint8Array): DecodedFrame {
  const selector = compiled.multiplexor
    ? readRaw(data, compiled.multiplexor.bits, compiled.multiplexor.signal.signed)
    : null;
  const signals: DecodedSignalView[] = [];
  for (const entry of compiled.signals) {
    // A multiplexed signal is in the frame only when the multiplexor holds its value.
    if (entry.signal.multiplexValue !== null && entry.signal.multiplexValue !== selector) continue;
    const raw = readRaw(data, entry.bits, entry.signal.signed);
    if (raw !== null) signals.push(decodeSignal(entry, raw));
  }
  return { message: compiled.message, signals };
}

/** Compiles a parsed DBC for decoding. */
export function frameDecoder(db: DbcDatabaseView): FrameDecoder {
  const standard = new Map<number, CompiledMessage>();
  const extended = new Map<number, CompiledMessage>();
  const byPgn = new Map<number, CompiledMessage>();
  for (const message of db.messages) {
    const compiled = compileMessage(message);
    (message.extended ? extended : standard).set(message.id, compiled);
    if (message.extended && !byPgn.has(j1939Pgn(message.id))) byPgn.set(j1939Pgn(message.id), compiled);
  }
  return {
    decode(id, isExtended, data) {
      const compiled = isExtended ? (extended.get(id) ?? byPgn.get(j1939Pgn(id))) : standard.get(id);
      return compiled ? decodeWith(compiled, data) : null;
    },
  };
}
