import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../errors/error-message-key';
import { useToaster } from '../ui/toaster';

/** How the auth screens speak: an error's mapped text (`errors.codes.<CODE>` first), and toasts. */
export function useAuthFeedback() {
  const { t, i18n } = useTranslation();
  // The console's toasts: light on the sign-in page, antd's message once antd is on screen.
  const { show } = useToaster();
  const errorText = useCallback(
    (error: unknown) => t(errorMessageKey(error, 'auth', (key) => i18n.exists(key))),
    [t, i18n],
  );
  const toastError = useCallback((error: unknown) => show(errorText(error), 'error'), [show, errorText]);
  const toastSuccess = useCallback((key: string) => show(t(key), 'success'), [show, t]);
  return { errorText, toastError, toastSuccess };
}
