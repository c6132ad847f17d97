import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShowError } from '../providers/console-context';
import { contactChangeErrorKey } from './user-centre-rules';

/** Says why a mobile or e-mail change failed: the spec's contact-change texts, else the central reporter. */
export function useContactChangeError(): (error: unknown) => void {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showError = useShowError();
  return useCallback(
    (error: unknown) => {
      const key = contactChangeErrorKey(error);
      if (key === undefined) showError(error, 'users');
      else void message.error(t(key));
    },
    [t, message, showError],
  );
}
