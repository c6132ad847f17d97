import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@fleetkey/contract';
import { getStoredUser, subscribeSession } from './session-store';

/** The stored login, live: re-renders when it is stored, changed or cleared (also from another tab). */
export function useSession(): { user: SessionUser | null; isSignedIn: boolean } {
  const user = useSyncExternalStore(subscribeSession, getStoredUser, getStoredUser);
  return { user, isSignedIn: user !== null };
}
