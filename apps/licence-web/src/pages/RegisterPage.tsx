import { useNavigate } from 'react-router';
import { RegisterWizard } from '@fleetkey/web-kit';
import { LOGIN_PATH } from '../app/routes';
import { AuthActions } from '../features/auth/AuthActions';
import { BackToLogin } from '../features/auth/BackToLogin';

/** /Register: account → e-mail (bind or skip) → finish; then back to sign-in. */
export default function RegisterPage() {
  const navigate = useNavigate();
  return (
    <RegisterWizard
      withCompanyStep={false}
      actions={<AuthActions />}
      onSignIn={() => void navigate(LOGIN_PATH)}
      links={<BackToLogin />}
    />
  );
}
