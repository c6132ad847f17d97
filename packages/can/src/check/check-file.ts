import type { DbcWarningView } from '@fleetkey/contract';
import { parseDbc } from '../dbc-parse';
import { DbcSyntaxError } from '../dbc-tokens';

/** What `can:check` says about one file. */
export interface DbcCheck {
  accepted: boolean;
  messages: number;
  signals: number;
  warnings: DbcWarningView[];
  /** Why a refused file is refused. */
  refusal: string | null;
}

/** Parses one DBC text as an upload would: accepted with its counts and warnings, or refused with why. */
export function checkDbc(text: string): DbcCheck {
  try {
    const db = parseDbc(text);
    const signals = db.messages.reduce((sum, message) => sum + message.signals.length, 0);
    return { accepted: true, messages: db.messages.length, signals, warnings: db.warnings, refusal: null };
  } catch (error) {
    if (!(error instanceof DbcSyntaxError)) throw error;
    return { accepted: false, messages: 0, signals: 0, warnings: [], refusal: error.message };
  }
}
