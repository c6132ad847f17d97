import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ApiClientOptions } from '@fleetkey/api-client';
import type { Toaster } from '../ui/toaster';
import { ServicesContext } from './console-context';
import { createConsoleServices } from './console-services';

/** Provides the console's api client, error reporter and query client; sits inside a router. */
export function ConsoleServicesProvider({
  apiOptions,
  adminLoginPath,
  toaster,
  children,
}: {
  apiOptions?: Omit<ApiClientOptions, 'onUnauthorized'>;
  /** Where an administrator whose session ended signs in again (the licence portal's /admin). */
  adminLoginPath?: string;
  /** Where the reporter's toasts go. */
  toaster: Toaster;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [services] = useState(() => createConsoleServices(i18n, apiOptions, adminLoginPath));

  useEffect(
    () =>
      services.connect({
        toast: toaster.show,
        navigate: (path) => void navigate(path, { replace: true }),
        pathname,
      }),
    [services, toaster, navigate, pathname],
  );

  return (
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={services.queryClient}>{children}</QueryClientProvider>
    </ServicesContext.Provider>
  );
}
