import type { i18n as I18n } from 'i18next';
import {
  SERVER_TEXT_DAY_PARAMS,
  SERVER_TEXT_FEN_PARAMS,
  SERVER_TEXT_MOMENT_PARAMS,
  type ServerTextKey,
  type ServerTextParams,
} from '@fleetkey/contract';
import { formatFen } from '../money/money';
import { formatDate, formatDateTime } from './dates';

// Rows the server wrote — messages, log entries, operation-log entries — carry a text key and its values
// beside their English text, and read in the reader's language from the locale text the key names. A row
// without a key (typed by a person, or from before keys) or with a key this build has no words for shows
// the English text.

/** What the texts are read through: the app's i18next instance (useTranslation's `i18n`). */
export type TextSource = Pick<I18n, 't' | 'exists'>;

const DAYS = new Set<string>(SERVER_TEXT_DAY_PARAMS);
const MOMENTS = new Set<string>(SERVER_TEXT_MOMENT_PARAMS);
const FEN = new Set<string>(SERVER_TEXT_FEN_PARAMS);

// Days and moments come as epoch ms and money as fen; they show as dates, as date and time, and as yuan,
// as everywhere else in the consoles.
function shownValue(name: string, value: string | number): string | number {
  if (typeof value !== 'number') return value;
  if (DAYS.has(name)) return formatDate(value);
  if (MOMENTS.has(name)) return formatDateTime(value);
  return FEN.has(name) ? formatFen(value) : value;
}

function shown(params: ServerTextParams): ServerTextParams {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, shownValue(name, value)]));
}

/**
 * The locale text at `path` filled with `params`, or `english` when there is no path or no words for it.
 * The values go to the lookup too, so a text worded by count (`_one`, `_other`) is found.
 */
export function keyedText(
  texts: TextSource,
  path: string | undefined,
  params: ServerTextParams | undefined,
  english: string,
): string {
  if (!path) return english;
  const values = shown(params ?? {});
  return texts.exists(path, values) ? texts.t(path, values) : english;
}

/** A server-written row's text key and its values, when it has them. */
interface Keyed {
  textKey?: ServerTextKey | undefined;
  textParams?: ServerTextParams | undefined;
}

/**
 * One part of a server-written row (a message, a user-log entry) in the reader's language, from
 * `serverText.<key>.title|content`, or `english` when it cannot be.
 */
export function serverText(
  texts: TextSource,
  row: Keyed,
  part: 'title' | 'content',
  english: string,
): string {
  return keyedText(texts, row.textKey && `serverText.${row.textKey}.${part}`, row.textParams, english);
}
