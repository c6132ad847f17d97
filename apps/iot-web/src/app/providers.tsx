import type { ReactNode } from 'react';
import { ConsoleProviders } from '@fleetkey/web-kit';
// Only the texts the sign-in screens need; the signed-in shell brings the rest (useTexts).
import en from '../locales/sign-in/en.json';
import zh from '../locales/sign-in/zh.json';
import { IOT_HOME_PATH } from './routes';
import { APP_ID, DEFAULT_THEME } from './theme';

/** i18n, antd theme + locale, query and api client of the IoT console. */
export function IotProviders({ children }: { children: ReactNode }) {
  return (
    <ConsoleProviders
      appId={APP_ID}
      homePath={IOT_HOME_PATH}
      defaultTheme={DEFAULT_THEME}
      resources={{ zh, en }}
    >
      {children}
    </ConsoleProviders>
  );
}
