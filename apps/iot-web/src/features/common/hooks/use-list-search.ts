import { useState } from 'react';
import { searchInputSchema } from '@fleetkey/contract';
import { useDebounced } from '@fleetkey/web-kit';

/** A list's search box: what is typed, whether the server accepts it, and the text to query with. */
export interface ListSearch {
  text: string;
  valid: boolean;
  /** The trimmed text once typing pauses; '' while the text is one the server would refuse. */
  settled: string;
  setText: (text: string) => void;
}

/** The search of a server-paged list: only a search the server accepts is sent, after typing pauses. */
export function useListSearch(): ListSearch {
  const [text, setText] = useState('');
  const valid = searchInputSchema.safeParse(text).success;
  const settled = useDebounced(valid ? text.trim() : '', 300);
  return { text, valid, settled, setText };
}
