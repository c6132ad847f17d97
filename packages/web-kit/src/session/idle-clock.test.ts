import { IDLE_WARNING_MS, SESSION_TOUCH_INTERVAL_MS } from '@fleetkey/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage';
import {
  ACTIVITY_RECORD_INTERVAL_MS,
  idleTimes,
  readSessionSeen,
  recordActivity,
  recordSessionSeen,
  sessionSeenSnapshot,
  subscribeSessionSeen,
} from './idle-clock';

afterEach(() => localStorage.clear());

describe('idle clock', () => {
  it('signs out a touch interval before the server could, and warns two minutes before that', () => {
    const at = 1_000_000;
    const { warnAt, signOutAt } = idleTimes({ at, idleSeconds: 720 * 60 });
    expect(signOutAt).toBe(at + 720 * 60_000 - SESSION_TOUCH_INTERVAL_MS);
    expect(warnAt).toBe(signOutAt - IDLE_WARNING_MS);
  });

  it('never warns before the last request, however short the idle limit', () => {
    expect(idleTimes({ at: 5_000, idleSeconds: 90 })).toEqual({ warnAt: 5_000, signOutAt: 35_000 });
    expect(idleTimes({ at: 5_000, idleSeconds: 30 })).toEqual({ warnAt: 5_000, signOutAt: 5_000 });
  });

  it('starts at the first answer of a session, moves with activity only, and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSessionSeen(listener);
    recordActivity(10);
    expect(readSessionSeen()).toBeNull();
    recordSessionSeen(600, 42);
    expect(readSessionSeen()).toEqual({ at: 42, idleSeconds: 600 });
    // A poll's answer is no sign of the user.
    recordSessionSeen(600, 90_000);
    expect(readSessionSeen()).toEqual({ at: 42, idleSeconds: 600 });
    recordActivity(42 + ACTIVITY_RECORD_INTERVAL_MS - 1);
    expect(readSessionSeen()?.at).toBe(42);
    recordActivity(100_000);
    expect(readSessionSeen()).toEqual({ at: 100_000, idleSeconds: 600 });
    // An operator changed the limit: the activity stays, the limit follows.
    recordSessionSeen(300, 120_000);
    expect(readSessionSeen()).toEqual({ at: 100_000, idleSeconds: 300 });
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  it('reads nothing from a bad record', () => {
    localStorage.setItem(STORAGE_KEYS.sessionSeen, '{"at":"soon"}');
    expect(readSessionSeen()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.sessionSeen, 'not json');
    expect(readSessionSeen()).toBeNull();
  });

  it('keeps one snapshot object while the stored value is unchanged, for useSyncExternalStore', () => {
    expect(sessionSeenSnapshot()).toBeNull();
    recordSessionSeen(600, 42);
    const first = sessionSeenSnapshot();
    expect(first).toEqual({ at: 42, idleSeconds: 600 });
    expect(sessionSeenSnapshot()).toBe(first);
    recordActivity(100_000);
    expect(sessionSeenSnapshot()).not.toBe(first);
    expect(sessionSeenSnapshot()).toEqual({ at: 100_000, idleSeconds: 600 });
  });
});
