import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RegisterWizard } from '@fleetkey/web-kit';
import { LOGIN_PATH } from '../app/routes';
import { AuthActions } from '../features/auth/AuthActions';

/** /Register: account → e-mail (bind or skip) → finish; then back to sign-in. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <RegisterWizard
      withCompanyStep={false}
      actions={<AuthActions />}
      onSignIn={() => void navigate(LOGIN_PATH)}
      links={
        <Typography.Paragraph style={{ marginTop: 16, textAlign: 'center' }}>
          <Link to={LOGIN_PATH} data-testid="back-to-login">
            {t('auth.backToLogin')}
          </Link>
        </Typography.Paragraph>
      }
    />
  );
}
