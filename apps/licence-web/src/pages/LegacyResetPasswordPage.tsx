import { AuthLayout, LegacyResetForm } from '@fleetkey/web-kit';
import { AuthActions } from '../features/auth/AuthActions';
import { BackToLogin } from '../features/auth/BackToLogin';
import { useResetDone } from '../features/auth/use-reset-done';

/** /LegacyResetPassword: the classic reset by user name, then sign-in with "password reset succeeded". */
export default function LegacyResetPasswordPage() {
  const done = useResetDone();
  return (
    <AuthLayout titleKey="auth.legacy.resetTitle" actions={<AuthActions />}>
      <LegacyResetForm onDone={done} />
      <BackToLogin />
    </AuthLayout>
  );
}
