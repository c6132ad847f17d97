import { encodeFrame, parseDbc } from '@fleetkey/can';
import type { CanFrame, DbcDatabaseView, DbcMessageView, DbcSignalView } from '@fleetkey/contract';

// --can: the devices send raw CAN frames of a DBC's messages, in turn, each signal sweeping its range
// slowly (a sine per signal, phases apart), so decoded values move like a real bus's and stay in range.

/** Frames of the DBC's messages, one after the other, with moving values. */
export interface CanSource {
  /** The next frame, stamped `time`. */
  next(time: number): CanFrame;
}

/** The range a signal's values sweep: its declared min–max, else what its bits can hold. */
function rangeOf(signal: DbcSignalView): [number, number] {
  if (signal.max > signal.min) return [signal.min, signal.max];
  const bits = Math.min(signal.length, 32);
  const low = signal.signed ? -(2 ** (bits - 1)) : 0;
  const high = signal.signed ? 2 ** (bits - 1) - 1 : 2 ** bits - 1;
  return [low * signal.factor + signal.offset, high * signal.factor + signal.offset];
}

/** The multiplexor values a message's multiplexed signals use, in order. */
function selectorsOf(message: DbcMessageView): number[] {
  const values = new Set<number>();
  for (const signal of message.signals) if (signal.multiplexValue !== null) values.add(signal.multiplexValue);
  return [...values].sort((a, b) => a - b);
}

/** A source of frames of the DBC text's messages; throws the parse error of a bad file. */
export function canSource(dbcText: string): CanSource {
  const db: DbcDatabaseView = parseDbc(dbcText);
  const messages = db.messages.filter((message) => message.dlc > 0 && message.signals.length > 0);
  if (messages.length === 0) throw new Error('the DBC has no message with signals');
  let turn = 0;
  return {
    next(time) {
      const message = messages[turn % messages.length] as DbcMessageView;
      const round = Math.floor(turn / messages.length);
      turn += 1;
      const values = new Map<string, number>();
      for (const [index, signal] of message.signals.entries()) {
        const [low, high] = rangeOf(signal);
        values.set(signal.name, low + ((high - low) * (1 + Math.sin(round / 20 + index))) / 2);
      }
      const selectors = selectorsOf(message);
      const multiplexor = message.signals.find((signal) => signal.multiplexor);
      if (multiplexor && selectors.length > 0)
        values.set(
          multiplexor.name,
          (selectors[round % selectors.length] as number) * multiplexor.factor + multiplexor.offset,
        );
      const data = Buffer.from(encodeFrame(message, values)).toString('hex');
      return { time, id: message.id, ext: message.extended, data };
    },
  };
}
