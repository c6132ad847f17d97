import { AuthLayout, LoginCard, ThirdPartyLogin } from '@fleetkey/web-kit';
import { AuthActions } from '../features/auth/AuthActions';
import { LoginLinks } from '../features/auth/LoginLinks';
import { useLoginTarget } from '../features/auth/hooks/useLoginTarget';

/**
 * /Login: SMS and password sign-in, and WeChat when the server offers it; the `path` query picks where
 * it lands. A `ujwt` from the IoT console signs in on arrival.
 */
export default function LoginPage() {
  const target = useLoginTarget();
  return (
    <AuthLayout titleKey="login.title" actions={<AuthActions />}>
      <LoginCard
        target={target}
        links={
          <>
            <LoginLinks />
            <ThirdPartyLogin />
          </>
        }
      />
    </AuthLayout>
  );
}
