import { PasswordLoginForm } from './PasswordLoginForm';
import { useCompleteSignIn } from './use-sign-in';
import type { SignInTarget } from './use-sign-in';

/** The administrators' sign-in: user name and password only, through the admin endpoint. */
export function AdminLoginCard({ target }: { target: SignInTarget }) {
  const onSignedIn = useCompleteSignIn(target);
  return <PasswordLoginForm admin onSignedIn={onSignedIn} />;
}
