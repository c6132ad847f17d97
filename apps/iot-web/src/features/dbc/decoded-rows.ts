import type { DbcSampleView } from '@fleetkey/contract';

/** One row of the decode tool's table: a decoded signal, or an unknown frame (signal null). */
export interface DecodedRow {
  key: string;
  /** The frame's position in the paste, from 1. */
  frame: number;
  time: number | null;
  id: number;
  extended: boolean;
  message: string | null;
  signal: string | null;
  /** A decimal string for a whole number wider than a double holds exactly (as the server answers it). */
  raw: number | string | null;
  value: number | string | null;
  unit: string;
  label: string | null;
}

/** The decode answer flattened to one row per signal; a frame that carried none keeps one row. */
export function decodedRows(answer: DbcSampleView): DecodedRow[] {
  return answer.frames.flatMap((frame, index): DecodedRow[] => {
    const base = {
      frame: index + 1,
      time: frame.time,
      id: frame.id,
      extended: frame.extended,
      message: frame.message,
    };
    if (frame.signals.length === 0)
      return [{ ...base, key: `${index}`, signal: null, raw: null, value: null, unit: '', label: null }];
    return frame.signals.map((signal) => ({ ...base, key: `${index}/${signal.signal}`, ...signal }));
  });
}
