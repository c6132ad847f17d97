import type { i18n as I18n } from 'i18next';
import { SERVER_TEXT_MOMENT_PARAMS, type MessageView, type ServerTextParams } from '@fleetkey/contract';
import { formatDate } from '../common/format';

// A server-written message carries a text key and its values beside its English text: it reads in the
// reader's language from `serverText.<key>.title|content`; without a key, or words for it, in English.

type TextSource = Pick<I18n, 't' | 'exists'>;
const MOMENTS = new Set<string>(SERVER_TEXT_MOMENT_PARAMS);

function keyedText(texts: TextSource, message: MessageView, part: 'title' | 'content'): string {
  const english = message[part];
  if (!message.textKey) return english;
  const path = `serverText.${message.textKey}.${part}`;
  const values: ServerTextParams = Object.fromEntries(
    Object.entries(message.textParams ?? {}).map(([name, value]) => [
      name,
      MOMENTS.has(name) && typeof value === 'number' ? formatDate(value) : value,
    ]),
  );
  return texts.exists(path, values) ? texts.t(path, values) : english;
}

/** A message's title in the reader's language. */
export const messageTitle = (texts: TextSource, message: MessageView) => keyedText(texts, message, 'title');

/** A message's content in the reader's language. */
export const messageContent = (texts: TextSource, message: MessageView) =>
  keyedText(texts, message, 'content');
