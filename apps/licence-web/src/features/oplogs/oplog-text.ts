import type { OplogView } from '@fleetkey/contract';
import { keyedText, type TextSource } from '@fleetkey/web-kit';

/** An operation-log entry in the reader's language (`oplogText.<key>`), or its stored English text. */
export const oplogContent = (texts: TextSource, entry: OplogView): string =>
  keyedText(texts, entry.textKey && `oplogText.${entry.textKey}`, entry.textParams, entry.content);
