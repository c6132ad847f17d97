import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuthLayout, ForgotPasswordForm } from '@fleetkey/web-kit';
import { AuthActions } from '../features/auth/AuthActions';
import { BackToLogin } from '../features/auth/BackToLogin';
import { useResetDone } from '../features/auth/use-reset-done';

/** /ForgotPassword: reset by SMS code, then back to sign-in with "password reset succeeded". */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const done = useResetDone();
  return (
    <AuthLayout titleKey="auth.forgot.title" actions={<AuthActions />}>
      <Typography.Paragraph type="secondary">{t('auth.forgot.hint')}</Typography.Paragraph>
      <ForgotPasswordForm flavour="licence" onDone={done} />
      <BackToLogin />
    </AuthLayout>
  );
}
