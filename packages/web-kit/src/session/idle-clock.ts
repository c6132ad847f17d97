import { IDLE_WARNING_MS, SESSION_TOUCH_INTERVAL_MS } from '@fleetkey/contract';
import { readStored, STORAGE_KEYS, writeStored } from '../storage';

// When the signed-in user last did something (a click, a key, a scroll) in any tab of either console, and the
// session's idle limit, kept in localStorage: both consoles share one origin and one session. Requests are no
// measure of the user: the consoles poll (unread messages, live lists) whether anyone is there or not.

/** The user's latest activity (epoch ms, this browser's clock) and the session's idle limit. */
export interface SessionSeen {
  at: number;
  idleSeconds: number;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Activity closer together than this is recorded once: a storage write per mouse move would be waste. */
export const ACTIVITY_RECORD_INTERVAL_MS = 15_000;

function store(seen: SessionSeen): void {
  writeStored(STORAGE_KEYS.sessionSeen, JSON.stringify(seen));
  for (const listener of listeners) listener();
}

/**
 * Records the idle limit an answer of the live session carried (ApiClient's onSessionSeen). The first answer
 * after a sign-in starts the clock (signing in is activity); later ones change it only if the limit changed.
 */
export function recordSessionSeen(idleSeconds: number, at = Date.now()): void {
  const seen = readSessionSeen();
  if (seen?.idleSeconds !== idleSeconds) store({ at: seen?.at ?? at, idleSeconds });
}

/** Records the user's activity, once per ACTIVITY_RECORD_INTERVAL_MS; nothing before the session is known. */
export function recordActivity(at = Date.now()): void {
  const seen = readSessionSeen();
  if (seen && at - seen.at >= ACTIVITY_RECORD_INTERVAL_MS) store({ at, idleSeconds: seen.idleSeconds });
}

/** The latest recorded answer, or null when none is stored (or what is stored is not one). */
export function readSessionSeen(): SessionSeen | null {
  const raw = readStored(STORAGE_KEYS.sessionSeen);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionSeen> | null;
    return typeof value?.at === 'number' && typeof value.idleSeconds === 'number'
      ? { at: value.at, idleSeconds: value.idleSeconds }
      : null;
  } catch {
    return null;
  }
}

// useSyncExternalStore needs the same object while the stored value is unchanged.
let snapshotKey: string | null = null;
let snapshot: SessionSeen | null = null;

/** readSessionSeen for useSyncExternalStore: the same object until the stored value changes. */
export function sessionSeenSnapshot(): SessionSeen | null {
  const seen = readSessionSeen();
  const key = seen && `${seen.at}/${seen.idleSeconds}`;
  if (key !== snapshotKey) {
    snapshotKey = key;
    snapshot = seen;
  }
  return snapshot;
}

/** Subscribes to new records, in this tab and in other tabs. */
export function subscribeSessionSeen(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.sessionSeen) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * When the console signs out for inactivity, and when it starts warning: the idle limit after the user's last
 * activity, less SESSION_TOUCH_INTERVAL_MS — with no request at all the server could end the session that much
 * sooner, and a session must never lapse unnoticed under an open form. A warning never starts before the activity.
 */
export function idleTimes(seen: SessionSeen): { warnAt: number; signOutAt: number } {
  const signOutAt = seen.at + Math.max(seen.idleSeconds * 1000 - SESSION_TOUCH_INTERVAL_MS, 0);
  return { warnAt: Math.max(signOutAt - IDLE_WARNING_MS, seen.at), signOutAt };
}
