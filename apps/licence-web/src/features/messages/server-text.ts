import type { MessageView, ServerTextKey, ServerTextParams, UserLogView } from '@fleetkey/contract';
import { keyedText, type TextSource } from '@fleetkey/web-kit';

// Messages and log entries the server wrote read from `serverText.<key>.title|content` (whose phrases
// nest the words of a request, a change, an edition or a card by the kinds in the values); keyedText
// falls back to the English text.

/** A server-written row's key and values, when it has them. */
interface Keyed {
  textKey?: ServerTextKey | undefined;
  textParams?: ServerTextParams | undefined;
}

/** One part of a server-written text in the reader's language, or `english` when it cannot be. */
export function serverText(
  texts: TextSource,
  row: Keyed,
  part: 'title' | 'content',
  english: string,
): string {
  return keyedText(texts, row.textKey && `serverText.${row.textKey}.${part}`, row.textParams, english);
}

/** A message's title in the reader's language. */
export const messageTitle = (texts: TextSource, message: MessageView): string =>
  serverText(texts, message, 'title', message.title);

/** A message's content in the reader's language. */
export const messageContent = (texts: TextSource, message: MessageView): string =>
  serverText(texts, message, 'content', message.content);

/** A log entry in the reader's language. */
export const logContent = (texts: TextSource, entry: UserLogView): string =>
  serverText(texts, entry, 'content', entry.content);
