import { LoginPlaceholder } from '@fleetkey/web-kit';

/** /Login: the sign-in placeholder until accounts arrive. */
export default function LoginPage() {
  return <LoginPlaceholder />;
}
