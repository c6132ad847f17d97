import { ERROR_TOAST_THROTTLE_MS } from '@fleetkey/contract';
import { ApiError } from '@fleetkey/api-client';
import { errorMessageKey } from './error-message-key';
import type { HasKey } from './error-message-key';
import { createThrottle } from './throttle';

/** Toast flavours the reporter uses. */
export type ToastLevel = 'error' | 'warning';

/** What the reporter needs from the app: translation and a way to show a toast. */
export interface ErrorReporterDeps {
  translate: (key: string) => string;
  hasKey: HasKey;
  /** Shows a toast (antd `message.error` / `message.warning`). */
  toast: (text: string, level: ToastLevel) => void;
  now?: () => number;
}

/** Shows errors as toasts: one message per error, at most one toast per ERROR_TOAST_THROTTLE_MS. */
export interface ErrorReporter {
  /** Shows the error's message (see errorMessageKey); 401s are skipped (the 401 handler speaks). */
  showError: (error: unknown, scope?: string) => void;
  /** Shows a ready text through the same throttle (e.g. "please log in again"). */
  showText: (text: string, level?: ToastLevel) => void;
}

/** Creates the central error reporter of a console. */
export function createErrorReporter(deps: ErrorReporterDeps): ErrorReporter {
  const throttle = createThrottle(ERROR_TOAST_THROTTLE_MS, deps.now);
  const showText = (text: string, level: ToastLevel = 'error') => {
    if (throttle.tryPass()) deps.toast(text, level);
  };
  return {
    showText,
    showError(error, scope) {
      // A 401 already cleared the session and sent the user to /Login with its own message.
      if (error instanceof ApiError && error.status === 401) return;
      showText(deps.translate(errorMessageKey(error, scope, deps.hasKey)));
    },
  };
}
