import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  FORGOT_PASSWORD_PATH,
  LEGACY_REGISTER_PATH,
  LEGACY_RESET_PATH,
  REGISTER_PATH,
} from '../../app/routes';

/**
 * Under the sign-in form: forgot password and register, keeping the `path` query so the user still lands
 * where they were going; then the classic register and reset-password forms.
 */
export function LoginLinks() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <>
      <Flex justify="space-between" align="center" gap={12} style={{ marginTop: 16 }}>
        <Link to={`${FORGOT_PASSWORD_PATH}${search}`} data-testid="forgot-link">
          {t('auth.forgotLink')}
        </Link>
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
          {t('auth.noAccount')}{' '}
          <Link to={`${REGISTER_PATH}${search}`} data-testid="register-link">
            {t('auth.registerLink')}
          </Link>
        </Typography.Text>
      </Flex>
      <Flex justify="center" gap={8} wrap style={{ marginTop: 8, fontSize: 12 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('auth.legacy.classic')}
        </Typography.Text>
        <Link to={LEGACY_REGISTER_PATH} data-testid="legacy-register-link">
          {t('auth.legacy.registerLink')}
        </Link>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          ·
        </Typography.Text>
        <Link to={LEGACY_RESET_PATH} data-testid="legacy-reset-link">
          {t('auth.legacy.resetLink')}
        </Link>
      </Flex>
    </>
  );
}
