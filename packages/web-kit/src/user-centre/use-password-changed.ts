import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PASSWORD_CHANGE_REDIRECT_MS } from '@fleetkey/contract';
import { clearLocalData } from '../session/clear-local-data';

/**
 * What follows a changed password: the server ended every session, so the user reads "modified", the local
 * data is cleared and the sign-in page opens after 1 s (both specs' §4).
 */
export function usePasswordChanged(signInPath: string): () => void {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    void message.success(t('userCentre.password.modified'));
    setTimeout(() => {
      clearLocalData(queryClient);
      void navigate(signInPath, { replace: true });
    }, PASSWORD_CHANGE_REDIRECT_MS);
  };
}
