import { useCallback, useState } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from '@fleetkey/web-kit';
import { APP_ID } from '../../app/theme';

/** Where the menu sits: a side column (default) or a top menu in the header row. */
export type LayoutMode = 'vertical' | 'horizontal';

/** The remembered menu layout (`fleetkey.layout.iot`), kept as a preference across sign-outs. */
export function readLayoutMode(): LayoutMode {
  return readStored(STORAGE_KEYS.layout(APP_ID)) === 'horizontal' ? 'horizontal' : 'vertical';
}

/** The menu layout and its setter, which remembers the choice. */
export function useLayoutMode(): [LayoutMode, (mode: LayoutMode) => void] {
  const [mode, setMode] = useState(readLayoutMode);
  const update = useCallback((next: LayoutMode) => {
    writeStored(STORAGE_KEYS.layout(APP_ID), next);
    setMode(next);
  }, []);
  return [mode, update];
}
