import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from './error-message-key';

/**
 * The text of an error shown inside a dialog or panel rather than as a toast: the same
 * `errors.codes.<CODE>` → status → unknown lookup as the central reporter. A console's own error codes
 * resolve too: its texts share the i18n instance with web-kit's.
 */
export function useErrorText(): (error: unknown, scope?: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error, scope) => t(errorMessageKey(error, scope, (key) => i18n.exists(key))),
    [t, i18n],
  );
}
