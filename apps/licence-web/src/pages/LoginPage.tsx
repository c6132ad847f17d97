import { AuthLayout, LoginCard } from '@fleetkey/web-kit';
import { AuthActions } from '../features/auth/AuthActions';
import { LoginLinks } from '../features/auth/LoginLinks';
import { useLoginTarget } from '../features/auth/hooks/useLoginTarget';

/** /Login: SMS and password sign-in; the `path` query picks where it lands. */
export default function LoginPage() {
  const target = useLoginTarget();
  return (
    <AuthLayout titleKey="login.title" actions={<AuthActions />}>
      <LoginCard target={target} links={<LoginLinks />} />
    </AuthLayout>
  );
}
