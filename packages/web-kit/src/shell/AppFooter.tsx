import { Divider, Flex, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '@fleetkey/contract';
import { useSiteLinks } from './site-links';

export interface AppFooterProps {
  /** Build string (git hash or build date), set at build time by the app. */
  build: string;
  /** Shows the support hotline and e-mail (IoT console), those of them that are set. */
  showSupport?: boolean;
}

/** Footer: copyright, optional support contacts, version and build. */
export function AppFooter({ build, showSupport = false }: AppFooterProps) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const links = useSiteLinks();
  const hotline = showSupport ? links?.supportHotline : undefined;
  const email = showSupport ? links?.supportEmail : undefined;
  return (
    <Layout.Footer data-testid="app-footer" style={{ textAlign: 'center' }}>
      <Flex
        justify="center"
        align="center"
        wrap
        gap={4}
        style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.45)' }}
      >
        <span>{t('shell.copyright', { year })}</span>
        {hotline && (
          <>
            <Divider orientation="vertical" />
            <span data-testid="support-hotline">
              {t('shell.hotline')}: <a href={`tel:${hotline.replace(/\s+/g, '')}`}>{hotline}</a>
            </span>
          </>
        )}
        {email && (
          <>
            <Divider orientation="vertical" />
            <span data-testid="support-email">
              {t('shell.supportEmail')}: <a href={`mailto:${email}`}>{email}</a>
            </span>
          </>
        )}
        <Divider orientation="vertical" />
        <span data-testid="app-version">
          {t('shell.version', { version: APP_VERSION })} · {t('shell.build', { build })}
        </span>
      </Flex>
    </Layout.Footer>
  );
}
