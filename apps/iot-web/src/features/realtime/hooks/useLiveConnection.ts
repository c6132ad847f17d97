import { useCallback, useEffect, useState } from 'react';
import { createLiveClient, liveSocketUrl } from '@fleetkey/api-client';
import type { LiveConnection, LiveState, SocketLike } from '@fleetkey/api-client';
import { isServerClose, type LiveProblem } from '../live-problem';

/** What the server tells a connection besides notifies. */
export interface LiveHandlers {
  /** A refused request (not the user's device, too many subscriptions, …). */
  onServerError: (error: { code: string; message: string; devid?: string }) => void;
  /** The server closed the socket with this code and reason. */
  onServerClose: (close: { code: number; reason: string }) => void;
}

/** Opens a live connection that reports to `handlers`. */
export type OpenLive = (handlers: LiveHandlers) => LiveConnection;

/** Opens the real-time socket of this origin (its session cookie signs it in). */
export const openLiveConnection: OpenLive = (handlers) =>
  createLiveClient({
    url: liveSocketUrl(window.location.origin),
    onServerError: handlers.onServerError,
    // The client reports states only; the close frame's code says why the server closed.
    createSocket: (url) => {
      const socket = new WebSocket(url);
      socket.addEventListener('close', (event) => {
        if (isServerClose(event.code)) handlers.onServerClose({ code: event.code, reason: event.reason });
      });
      return socket as unknown as SocketLike;
    },
  });

/** A page's live connection and what it reported. */
export interface LiveLink {
  connection: LiveConnection | null;
  state: LiveState;
  problem: LiveProblem | null;
  /** Replaces the connection with a new one (after it closed for good). */
  reopen: () => void;
  /** Forgets the problem shown. */
  dismiss: () => void;
}

interface Reports {
  from: LiveConnection | null;
  state: LiveState;
  problem: LiveProblem | null;
}

const NOTHING_YET = { state: 'connecting', problem: null } as const;

/**
 * A live connection for as long as the calling page is shown: opened on mount, closed with a message on
 * leaving (iot-console.md §4). `open` is replaceable so tests can pass a fake connection.
 */
export function useLiveConnection(open: OpenLive = openLiveConnection): LiveLink {
  const [generation, setGeneration] = useState(0);
  const [connection, setConnection] = useState<LiveConnection | null>(null);
  // Kept with the connection they came from, so a replaced connection's late news is not shown.
  const [reports, setReports] = useState<Reports>({ from: null, ...NOTHING_YET });

  useEffect(() => {
    // The handlers run only after `open` has returned (on socket events), so `next` is set by then.
    const report = (change: Partial<Reports>) =>
      setReports((last) => ({ ...(last.from === next ? last : NOTHING_YET), ...change, from: next }));
    const next = open({
      onServerError: (error) => report({ problem: { kind: 'refused', ...error } }),
      onServerClose: (close) => report({ problem: { kind: 'closed', ...close } }),
    });
    // Signed in again after a close: what the server said before no longer holds.
    const stop = next.onStateChange((state) =>
      report(state === 'open' ? { state, problem: null } : { state }),
    );
    setConnection(next);
    return () => {
      stop();
      next.close('page left');
      setConnection(null);
    };
  }, [open, generation]);

  const current = reports.from !== null && reports.from === connection ? reports : NOTHING_YET;
  return {
    connection,
    state: current.state,
    problem: current.problem,
    reopen: useCallback(() => setGeneration((g) => g + 1), []),
    dismiss: useCallback(() => setReports((last) => ({ ...last, problem: null })), []),
  };
}
