import type { QueryClient } from '@tanstack/react-query';
import { removeAllButPreferences } from '../storage';
import { notifySessionChanged } from './session-store';

/**
 * Clears what belongs to the signed-in user: the stored login, every other stored key except the
 * preferences (theme, language, layout), and the cached queries. Used by logout and on any 401.
 */
export function clearLocalData(queryClient?: QueryClient): void {
  removeAllButPreferences();
  queryClient?.clear();
  notifySessionChanged();
}
