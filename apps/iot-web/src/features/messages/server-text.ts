import type { MessageView } from '@fleetkey/contract';
import { keyedText, type TextSource } from '@fleetkey/web-kit';

// A server-written message carries a text key and its values beside its English text: it reads in the
// reader's language from `serverText.<key>.title|content`; without a key, or words for it, in English.

const messageText = (texts: TextSource, message: MessageView, part: 'title' | 'content') =>
  keyedText(
    texts,
    message.textKey && `serverText.${message.textKey}.${part}`,
    message.textParams,
    message[part],
  );

/** A message's title in the reader's language. */
export const messageTitle = (texts: TextSource, message: MessageView) => messageText(texts, message, 'title');

/** A message's content in the reader's language. */
export const messageContent = (texts: TextSource, message: MessageView) =>
  messageText(texts, message, 'content');
