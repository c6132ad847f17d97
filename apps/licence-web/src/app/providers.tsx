import type { ReactNode } from 'react';
import { ConsoleProviders } from '@fleetkey/web-kit';
// Only the texts the sign-in screens need; the signed-in shell brings the rest (useTexts).
import en from '../locales/sign-in/en.json';
import zh from '../locales/sign-in/zh.json';
import { ADMIN_LOGIN_PATHS, LICENCE_HOME_PATH } from './routes';
import { APP_ID, DEFAULT_THEME } from './theme';

/** i18n, antd theme + locale, query and api client of the licence portal. */
export function LicenceProviders({ children }: { children: ReactNode }) {
  return (
    <ConsoleProviders
      appId={APP_ID}
      homePath={LICENCE_HOME_PATH}
      defaultTheme={DEFAULT_THEME}
      resources={{ zh, en }}
      adminLoginPath={ADMIN_LOGIN_PATHS[0]}
    >
      {children}
    </ConsoleProviders>
  );
}
