import type { MessageView } from '@fleetkey/contract';
import { serverText, type TextSource } from '../i18n/server-text';

// A message the server wrote (an approval, an alarm) reads in the reader's language; one a person typed
// (a broadcast) keeps its own words.

/** A message's title in the reader's language. */
export const messageTitle = (texts: TextSource, message: MessageView): string =>
  serverText(texts, message, 'title', message.title);

/** A message's content in the reader's language. */
export const messageContent = (texts: TextSource, message: MessageView): string =>
  serverText(texts, message, 'content', message.content);
