import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOGIN_PATH } from '../../app/routes';

/** The "back to sign in" link under the portal's register and password screens. */
export function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
      <Link to={LOGIN_PATH} data-testid="back-to-login">
        {t('auth.backToLogin')}
      </Link>
    </Typography.Paragraph>
  );
}
