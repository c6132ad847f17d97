import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_CHANGE_REDIRECT_MS } from '@fleetkey/contract';
import { useLeaveEndedSession } from '../providers/console-context';

/**
 * What follows a changed password: the server ended every session, so the user reads "modified" (and no
 * "please log in again" from a call meanwhile), the local data is cleared and the sign-in page opens
 * after 1 s (both specs' §4).
 */
export function usePasswordChanged(signInPath: string): () => void {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const leaveEndedSession = useLeaveEndedSession();
  return () => {
    void message.success(t('userCentre.password.modified'));
    leaveEndedSession(signInPath, PASSWORD_CHANGE_REDIRECT_MS);
  };
}
