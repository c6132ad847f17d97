import { canFrameSchema, CAN_STANDARD_ID_MAX, DBC_FRAMES_PER_BATCH, type CanFrame } from '@fleetkey/contract';

// The decode tool takes frames as engineers have them at hand: candump's `123#DEADBEEF` (optionally a whole
// `candump -l` line, `(1700000000.123456) can0 18FEF100#…`), or JSON — an array of `{ id, ext?, data, time? }`
// or one such object per line.

/** A line the tool could not read, and why (an i18n key). */
export interface FrameTextIssue {
  line: number;
  reason: 'dbc.decode.badLine' | 'dbc.decode.badFrame';
}

/** What a paste reads as. */
export interface FrameText {
  frames: CanFrame[];
  issues: FrameTextIssue[];
  /** More frames than one request takes. */
  tooMany: boolean;
}

const CANDUMP = /^(?:\((\d+(?:\.\d+)?)\)\s+\S+\s+)?([0-9A-Fa-f]{1,8})#([0-9A-Fa-f\s.]*)$/;

/** One `id#data` line: an id of more than 3 digits is a 29-bit one, as candump writes them. */
function candumpFrame(line: string): unknown {
  const match = CANDUMP.exec(line);
  if (!match) return undefined;
  const [, seconds, id, data] = match;
  const value = Number.parseInt(id ?? '', 16);
  return {
    ...(seconds ? { time: Math.round(Number(seconds) * 1000) } : {}),
    id: value,
    ext: (id ?? '').length > 3 || value > CAN_STANDARD_ID_MAX,
    // candump separates bytes with dots in its -a form.
    data: (data ?? '').replace(/\./g, ''),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Reads pasted frames; blank lines are skipped, every other line is a frame or an issue. */
export function readFrames(text: string): FrameText {
  const trimmed = text.trim();
  const frames: CanFrame[] = [];
  const issues: FrameTextIssue[] = [];
  const take = (candidate: unknown, line: number) => {
    if (candidate === undefined) {
      issues.push({ line, reason: 'dbc.decode.badLine' });
      return;
    }
    const parsed = canFrameSchema.safeParse(candidate);
    if (parsed.success) frames.push(parsed.data);
    else issues.push({ line, reason: 'dbc.decode.badFrame' });
  };

  const whole = trimmed.startsWith('[') ? parseJson(trimmed) : undefined;
  if (Array.isArray(whole)) {
    // A JSON array: its entries are numbered as the user counts them, from 1.
    whole.forEach((entry: unknown, index) => take(entry, index + 1));
  } else {
    text.split(/\r?\n/).forEach((raw, index) => {
      const line = raw.trim();
      if (!line) return;
      take(line.startsWith('{') ? parseJson(line) : candumpFrame(line), index + 1);
    });
  }
  return { frames, issues, tooMany: frames.length > DBC_FRAMES_PER_BATCH };
}
