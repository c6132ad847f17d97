import { useCallback, useEffect, useState } from 'react';
import type { LiveConnection } from '@fleetkey/api-client';
import type { DeviceView, LiveNotify } from '@fleetkey/contract';
import { EMPTY_FEED, addNotify, type LiveFeed } from '../live-rows';

/** What the live page shows and controls. */
export interface LiveFeedModel {
  feed: LiveFeed;
  running: boolean;
  start: () => void;
  pause: () => void;
  clear: () => void;
  /** Sends the running subscription again (after the server refused it). */
  resubscribe: () => void;
}

/**
 * The live subscription of one device over a connection (iot-console.md §4): start subscribes with data
 * and events, pause unsubscribes, choosing another device pauses, clear empties the list.
 */
export function useLiveFeed(connection: LiveConnection | null, device: DeviceView | null): LiveFeedModel {
  const [feed, setFeed] = useState<LiveFeed>(EMPTY_FEED);
  const [running, setRunning] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [watched, setWatched] = useState(device?.devid);

  // A new device starts paused and empty (adjusting state during render, not in an effect).
  if (watched !== device?.devid) {
    setWatched(device?.devid);
    setRunning(false);
    setFeed(EMPTY_FEED);
  }

  useEffect(() => {
    if (!connection || !device || !running) return;
    const devid = device.devid;
    const listener = (message: LiveNotify) => setFeed((current) => addNotify(current, message, devid));
    connection.addListener(listener);
    connection.subscribe(devid, { devtype: device.devtype, events: ['data', 'event'] });
    return () => {
      connection.removeListener(listener);
      connection.unsubscribe(devid);
    };
  }, [connection, device, running, attempt]);

  return {
    feed,
    running,
    start: useCallback(() => setRunning(true), []),
    pause: useCallback(() => setRunning(false), []),
    clear: useCallback(() => setFeed(EMPTY_FEED), []),
    resubscribe: useCallback(() => setAttempt((n) => n + 1), []),
  };
}
