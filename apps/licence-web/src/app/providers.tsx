import type { ReactNode } from 'react';
import { ConsoleProviders } from '@fleetkey/web-kit';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { LICENCE_HOME_PATH } from './routes';
import { APP_ID, DEFAULT_THEME } from './theme';

/** i18n, antd theme + locale, query and api client of the licence portal. */
export function LicenceProviders({ children }: { children: ReactNode }) {
  return (
    <ConsoleProviders
      appId={APP_ID}
      appNameKey="app.name"
      homePath={LICENCE_HOME_PATH}
      defaultTheme={DEFAULT_THEME}
      resources={{ zh, en }}
    >
      {children}
    </ConsoleProviders>
  );
}
