import { LIVE_CLOSE_CODES, LIVE_SUBSCRIPTIONS_MAX } from '@fleetkey/contract';
import type { LiveState } from '@fleetkey/api-client';

// What the server said when it refused a live request or closed the socket (contract live-socket.ts),
// and how the page words it and offers to try again.

/** A refused request (the socket stays open) or a close the server gave a code and reason for. */
export type LiveProblem =
  | { kind: 'refused'; code: string; message: string; devid?: string }
  | { kind: 'closed'; code: number; reason: string };

/** Whether a socket's close code is the server's own (shutting down, or an application code 4000–4999). */
export function isServerClose(code: number): boolean {
  return code === LIVE_CLOSE_CODES.shutdown || (code >= 4000 && code < 5000);
}

/** The i18n key and values of a problem's message. */
export function problemText(problem: LiveProblem): { key: string; values?: Record<string, unknown> } {
  if (problem.kind === 'refused') {
    switch (problem.code) {
      case 'NOT_FOUND':
        return { key: 'realtime.problems.notYourDevice', values: { devid: problem.devid ?? '' } };
      case 'UNAUTHORIZED':
        return { key: 'realtime.problems.notSignedIn' };
      // The server refuses a well-formed subscribe only when the socket already watches the most devices.
      case 'VALIDATION_FAILED':
        return problem.devid
          ? { key: 'realtime.problems.tooMany', values: { max: LIVE_SUBSCRIPTIONS_MAX } }
          : { key: 'realtime.problems.badRequest' };
      default:
        return { key: 'realtime.problems.refused', values: { message: problem.message } };
    }
  }
  switch (problem.code) {
    case LIVE_CLOSE_CODES.unauthorized:
      return { key: 'realtime.problems.notSignedIn' };
    case LIVE_CLOSE_CODES.loginTimeout:
      return { key: 'realtime.problems.loginTimeout' };
    case LIVE_CLOSE_CODES.protocol:
      return { key: 'realtime.problems.badRequest' };
    case LIVE_CLOSE_CODES.shutdown:
      return { key: 'realtime.problems.shutdown' };
    default:
      return { key: 'realtime.problems.closed', values: { reason: problem.reason } };
  }
}

/** How to try again: a new connection once closed for good, a reconnect now, or the subscription again. */
export function retryKind(state: LiveState): 'reopen' | 'reconnect' | 'resubscribe' {
  if (state === 'closed') return 'reopen';
  if (state === 'reconnecting') return 'reconnect';
  return 'resubscribe';
}

/** The problem the page shows: a refusal only while that device's feed runs (not an earlier device's). */
export function shownProblem(
  problem: LiveProblem | null,
  devid: string | undefined,
  running: boolean,
): LiveProblem | null {
  if (problem?.kind !== 'refused') return problem;
  return running && (problem.devid === undefined || problem.devid === devid) ? problem : null;
}
