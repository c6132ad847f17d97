import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../../app/routes';

/** What follows a password reset: "password reset succeeded", and back to sign-in. */
export function useResetDone(): () => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  return () => {
    void message.success(t('auth.forgot.success'));
    void navigate(LOGIN_PATH);
  };
}
