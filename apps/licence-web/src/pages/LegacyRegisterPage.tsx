import { useNavigate } from 'react-router';
import { AuthLayout, LegacyRegisterForm } from '@fleetkey/web-kit';
import { LOGIN_PATH } from '../app/routes';
import { AuthActions } from '../features/auth/AuthActions';
import { BackToLogin } from '../features/auth/BackToLogin';

/** /LegacyRegister: the classic one-page register form; "registered", then sign-in after 1.5 s. */
export default function LegacyRegisterPage() {
  const navigate = useNavigate();
  return (
    <AuthLayout titleKey="auth.legacy.registerTitle" actions={<AuthActions />}>
      <LegacyRegisterForm onDone={() => void navigate(LOGIN_PATH)} />
      <BackToLogin />
    </AuthLayout>
  );
}
