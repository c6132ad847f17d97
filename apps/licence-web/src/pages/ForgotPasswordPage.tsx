import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthLayout, ForgotPasswordForm } from '@fleetkey/web-kit';
import { LOGIN_PATH } from '../app/routes';
import { AuthActions } from '../features/auth/AuthActions';
import { BackToLogin } from '../features/auth/BackToLogin';

/** /ForgotPassword: reset by SMS code, then back to sign-in with "password reset succeeded". */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const done = () => {
    void message.success(t('auth.forgot.success'));
    void navigate(LOGIN_PATH);
  };
  return (
    <AuthLayout titleKey="auth.forgot.title" actions={<AuthActions />}>
      <Typography.Paragraph type="secondary">{t('auth.forgot.hint')}</Typography.Paragraph>
      <ForgotPasswordForm flavour="licence" onDone={done} />
      <BackToLogin />
    </AuthLayout>
  );
}
