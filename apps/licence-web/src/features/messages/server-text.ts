import type { UserLogView } from '@fleetkey/contract';
import { serverText, type TextSource } from '@fleetkey/web-kit';

// Log entries the server wrote read from `serverText.<key>.content` (whose phrases nest the words of a
// request, a change, an edition or a card by the kinds in the values), as messages do (web-kit's
// messageTitle and messageContent); serverText falls back to the English text.

/** A log entry in the reader's language. */
export const logContent = (texts: TextSource, entry: UserLogView): string =>
  serverText(texts, entry, 'content', entry.content);
