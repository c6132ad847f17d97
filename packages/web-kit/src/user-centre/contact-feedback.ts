import { useCallback, useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShowError } from '../providers/console-context';
import { useUserCentre } from './user-centre-model';
import { contactChangeErrorKey } from './user-centre-rules';

type ContactChange = Parameters<ReturnType<typeof useUserCentre>['updateProfile']>[0];

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

/**
 * Saving a mobile or e-mail change with the code sent to the new one: busy while it runs, "updated" and
 * close on success, why it failed otherwise.
 */
export function useContactSave(onClose: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { updateProfile } = useUserCentre();
  const reportError = useContactChangeError();
  const [busy, setBusy] = useState(false);

  const save = async (change: ContactChange, code: string) => {
    setBusy(true);
    try {
      await updateProfile(change, code);
      void message.success(t('userCentre.updated'));
      onClose();
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, save };
}
