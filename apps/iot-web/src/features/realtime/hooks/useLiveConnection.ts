import { useEffect, useState } from 'react';
import { createLiveClient, liveSocketUrl, type LiveConnection } from '@fleetkey/api-client';

/** Opens the real-time socket of this origin (its session cookie signs it in). */
export function openLiveConnection(): LiveConnection {
  return createLiveClient({ url: liveSocketUrl(window.location.origin) });
}

/**
 * A live connection for as long as the calling page is shown: opened on mount, closed with a message on
 * leaving (iot-console.md §4). `open` is replaceable so tests can pass a fake connection.
 */
export function useLiveConnection(open: () => LiveConnection = openLiveConnection): LiveConnection | null {
  const [connection, setConnection] = useState<LiveConnection | null>(null);
  useEffect(() => {
    const next = open();
    setConnection(next);
    return () => {
      next.close('page left');
      setConnection(null);
    };
  }, [open]);
  return connection;
}
