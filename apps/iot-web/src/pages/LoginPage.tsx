import { AuthContainer } from '../features/auth/AuthContainer';

/** /Login: the auth container (sign-in, registration, forgot password, client download). */
export default function LoginPage() {
  return <AuthContainer />;
}
