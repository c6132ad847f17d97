import { useCallback, useEffect, useRef, useState } from 'react';
import { CODE_RESEND_COUNTDOWN_SECONDS } from '@fleetkey/contract';

/** State and trigger of a "get code" button. */
export interface CodeCountdown {
  /** Seconds left before another code may be requested; 0 when the button is free. */
  remaining: number;
  /** True while the send call is in flight. */
  sending: boolean;
  /** Starts the countdown at once and sends; a failed send clears the countdown and reports the error. */
  trigger: () => Promise<boolean>;
  /** Starts the countdown without sending (a code someone else's call has just sent). */
  start: () => void;
}

/**
 * The code button's 60-s countdown (licence-portal.md §4, iot-console.md §4): it starts on click, so a
 * second click cannot slip in while the request is on its way, and it is cleared when sending fails.
 */
export function useCodeCountdown(
  send: () => Promise<unknown>,
  onError: (error: unknown) => void,
  seconds: number = CODE_RESEND_COUNTDOWN_SECONDS,
): CodeCountdown {
  const [remaining, setRemaining] = useState(0);
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
    setRemaining(0);
  }, []);

  useEffect(() => stop, [stop]);

  const start = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    setRemaining(seconds);
    timer.current = setInterval(() => {
      setRemaining((left) => {
        if (left > 1) return left - 1;
        if (timer.current !== null) clearInterval(timer.current);
        timer.current = null;
        return 0;
      });
    }, 1000);
  }, [seconds]);

  const trigger = useCallback(async () => {
    if (timer.current !== null) return false;
    start();
    setSending(true);
    try {
      await send();
      return true;
    } catch (error) {
      stop();
      onError(error);
      return false;
    } finally {
      setSending(false);
    }
  }, [send, onError, start, stop]);

  return { remaining, sending, trigger, start };
}
