import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ThemeConfig } from 'antd';
import { I18nextProvider } from 'react-i18next';
import type { ApiClientOptions } from '@fleetkey/api-client';
import { HEADER_HEIGHT } from '@fleetkey/contract';
import { antdLocale } from '../i18n/antd-locale';
import { createI18n } from '../i18n/create-i18n';
import type { AppResources } from '../i18n/create-i18n';
import { useLanguage } from '../i18n/use-language';
import { readThemeColor, storeThemeColor } from '../theme/theme-store';
import type { AppId } from '../theme/theme-store';
import { ConsoleContext } from './console-context';
import type { ConsoleContextValue } from './console-context';
import { ConsoleServicesProvider } from './ConsoleServices';

export interface ConsoleProvidersProps {
  appId: AppId;
  /** i18n key of the product name. */
  appNameKey: string;
  homePath: string;
  /** Theme colour until the user picks one. */
  defaultTheme: string;
  /** The app's zh/en texts, merged over web-kit's. */
  resources: AppResources;
  /** Api client options for tests (e.g. a fake `fetch`); the 401 hook is always the console's. */
  apiOptions?: Omit<ApiClientOptions, 'onUnauthorized'>;
  /** Where an administrator whose session ended signs in again (consoles with an admin sign-in). */
  adminLoginPath?: string;
  children: ReactNode;
}

/** Everything a console needs around its routes: i18n, antd locale + theme, message API, query, api. */
export function ConsoleProviders({ resources, ...props }: ConsoleProvidersProps) {
  // One instance per mounted console; resources are static JSON.
  const [i18n] = useState(() => createI18n(resources));
  return (
    <I18nextProvider i18n={i18n}>
      <ThemedConsole {...props} />
    </I18nextProvider>
  );
}

function themeConfig(colorPrimary: string): ThemeConfig {
  return {
    // Info accents (alerts, tags) follow the theme colour too, as the Element-UI consoles did.
    token: { colorPrimary, colorInfo: colorPrimary, colorLink: colorPrimary, borderRadius: 6 },
    components: {
      Layout: {
        headerHeight: HEADER_HEIGHT,
        headerPadding: '0 16px',
        headerBg: '#ffffff',
        siderBg: '#ffffff',
        bodyBg: '#f3f5f8',
        footerBg: 'transparent',
        footerPadding: '16px 24px',
      },
      Menu: { itemBorderRadius: 6, activeBarBorderWidth: 0 },
    },
  };
}

function ThemedConsole({
  appId,
  appNameKey,
  homePath,
  defaultTheme,
  apiOptions,
  adminLoginPath,
  children,
}: Omit<ConsoleProvidersProps, 'resources'>) {
  const { language } = useLanguage();
  const [themeColor, setThemeColorState] = useState(() => readThemeColor(appId, defaultTheme));
  const setThemeColor = useCallback(
    (color: string) => {
      storeThemeColor(appId, color);
      setThemeColorState(color.toUpperCase());
    },
    [appId],
  );
  const consoleValue = useMemo<ConsoleContextValue>(
    () => ({ appId, appNameKey, homePath, themeColor, setThemeColor, adminLoginPath }),
    [appId, appNameKey, homePath, themeColor, setThemeColor, adminLoginPath],
  );
  const theme = useMemo(() => themeConfig(themeColor), [themeColor]);

  return (
    <ConsoleContext.Provider value={consoleValue}>
      <ConfigProvider locale={antdLocale(language)} theme={theme}>
        <AntApp message={{ maxCount: 3 }}>
          <ConsoleServicesProvider apiOptions={apiOptions} adminLoginPath={adminLoginPath}>
            {children}
          </ConsoleServicesProvider>
        </AntApp>
      </ConfigProvider>
    </ConsoleContext.Provider>
  );
}
