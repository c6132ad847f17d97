import { useTranslation } from 'react-i18next';
import { AuthClientDownload, AuthHeaderAction, useSiteLinks } from '@fleetkey/web-kit';

/** Top-bar items of the portal's auth screens: help (the docs) and the client-download panel. */
export function AuthActions() {
  const { t } = useTranslation();
  const help = useSiteLinks()?.helpUrl;
  return (
    <>
      {help && <AuthHeaderAction icon="help" label={t('auth.help')} href={help} data-testid="help-link" />}
      <AuthClientDownload />
    </>
  );
}
