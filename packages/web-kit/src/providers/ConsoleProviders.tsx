import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ApiClientOptions } from '@fleetkey/api-client';
import { createI18n } from '../i18n/create-i18n';
import type { AppResources } from '../i18n/create-i18n';
import { readThemeColor, storeThemeColor } from '../theme/theme-store';
import type { AppId } from '../theme/theme-store';
import { ConsoleContext } from './console-context';
import type { ConsoleContextValue } from './console-context';
import { ConsoleServicesProvider } from './ConsoleServices';
import { AntdGate } from './antd-gate';
import { createToaster, ToastHost, ToasterContext } from '../ui/toaster';

export interface ConsoleProvidersProps {
  appId: AppId;
  /** i18n key of the product name; both consoles keep it at `app.name`. */
  appNameKey?: string;
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

/**
 * Everything a console needs around its routes: i18n, theme colour, toasts, query and api. antd's theme,
 * locale and message API come in with the first screen that uses antd (`RequireAntd`): the sign-in page
 * is built without it.
 */
export function ConsoleProviders({ resources, ...props }: ConsoleProvidersProps) {
  // One instance per mounted console; resources are static JSON.
  const [i18n] = useState(() => createI18n(resources));
  return (
    <I18nextProvider i18n={i18n}>
      <Console {...props} />
    </I18nextProvider>
  );
}

function Console({
  appId,
  appNameKey = 'app.name',
  homePath,
  defaultTheme,
  apiOptions,
  adminLoginPath,
  children,
}: Omit<ConsoleProvidersProps, 'resources'>) {
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
  const [toaster] = useState(createToaster);

  return (
    <ConsoleContext.Provider value={consoleValue}>
      <ToasterContext.Provider value={toaster}>
        <ConsoleServicesProvider apiOptions={apiOptions} adminLoginPath={adminLoginPath} toaster={toaster}>
          <AntdGate>{children}</AntdGate>
        </ConsoleServicesProvider>
        <ToastHost toaster={toaster} />
      </ToasterContext.Provider>
    </ConsoleContext.Provider>
  );
}
