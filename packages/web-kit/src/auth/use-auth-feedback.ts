import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../errors/error-message-key';

/** How the auth screens speak: an error's mapped text (`errors.codes.<CODE>` first), and toasts. */
export function useAuthFeedback() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const errorText = useCallback(
    (error: unknown) => t(errorMessageKey(error, 'auth', (key) => i18n.exists(key))),
    [t, i18n],
  );
  const toastError = useCallback(
    (error: unknown) => void message.error(errorText(error)),
    [message, errorText],
  );
  const toastSuccess = useCallback((key: string) => void message.success(t(key)), [message, t]);
  return { errorText, toastError, toastSuccess };
}
