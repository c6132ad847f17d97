import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthLayout, LegacyResetForm } from '@fleetkey/web-kit';
import { LOGIN_PATH } from '../app/routes';
import { AuthActions } from '../features/auth/AuthActions';
import { BackToLogin } from '../features/auth/BackToLogin';

/** /LegacyResetPassword: the classic reset by user name, then sign-in with "password reset succeeded". */
export default function LegacyResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const done = () => {
    void message.success(t('auth.forgot.success'));
    void navigate(LOGIN_PATH);
  };
  return (
    <AuthLayout titleKey="auth.legacy.resetTitle" actions={<AuthActions />}>
      <LegacyResetForm onDone={done} />
      <BackToLogin />
    </AuthLayout>
  );
}
