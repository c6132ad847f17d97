import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { App as AntApp } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ApiClientOptions } from '@fleetkey/api-client';
import { ServicesContext } from './console-context';
import { createConsoleServices } from './console-services';

/** Provides the console's api client, error reporter and query client; sits inside antd App and a router. */
export function ConsoleServicesProvider({
  apiOptions,
  adminLoginPath,
  children,
}: {
  apiOptions?: Omit<ApiClientOptions, 'onUnauthorized'>;
  /** Where an administrator whose session ended signs in again (the licence portal's /admin). */
  adminLoginPath?: string;
  children: ReactNode;
}) {
  const { message } = AntApp.useApp();
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [services] = useState(() => createConsoleServices(i18n, apiOptions, adminLoginPath));

  useEffect(
    () =>
      services.connect({
        toast: (text, level) => void message[level](text),
        navigate: (path) => void navigate(path, { replace: true }),
        pathname,
      }),
    [services, message, navigate, pathname],
  );

  return (
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={services.queryClient}>{children}</QueryClientProvider>
    </ServicesContext.Provider>
  );
}
