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
 * where they were going; then the classic register and reset-password forms. Plain markup: the sign-in
 * page is built without antd.
 */
export function LoginLinks() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 12,
          marginTop: 16,
        }}
      >
        <Link to={`${FORGOT_PASSWORD_PATH}${search}`} data-testid="forgot-link">
          {t('auth.forgotLink')}
        </Link>
        <span className="fk-secondary" style={{ whiteSpace: 'nowrap' }}>
          {t('auth.noAccount')}{' '}
          <Link to={`${REGISTER_PATH}${search}`} data-testid="register-link">
            {t('auth.registerLink')}
          </Link>
        </span>
      </div>
      <div
        style={{
          display: 'flex',
          justifyContent: 'center',
          flexWrap: 'wrap',
          gap: 8,
          marginTop: 8,
          fontSize: 12,
        }}
      >
        <span className="fk-secondary">{t('auth.legacy.classic')}</span>
        <Link to={LEGACY_REGISTER_PATH} data-testid="legacy-register-link">
          {t('auth.legacy.registerLink')}
        </Link>
        <span className="fk-secondary">·</span>
        <Link to={LEGACY_RESET_PATH} data-testid="legacy-reset-link">
          {t('auth.legacy.resetLink')}
        </Link>
      </div>
    </>
  );
}
