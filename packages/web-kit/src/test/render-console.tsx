// Test helper: renders UI inside ConsoleProviders and a memory router, and exposes the current path.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ApiClientOptions } from '@fleetkey/api-client';
import type { SessionUser } from '@fleetkey/contract';
import AntdProviders from '../providers/AntdProviders';
import { ConsoleProviders, type ConsoleProvidersProps } from '../providers/ConsoleProviders';
import type { AppId } from '../theme/theme-store';

export const DEMO_USER: SessionUser = {
  id: '1',
  username: 'demo',
  name: 'Demo',
  mobile: '8613900000000',
  email: '',
  role: 0,
  avatar: '',
  enableTwoFactorCheck: 'false',
};

function CurrentPath() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output data-testid="current-path">{pathname}</output>
      <output data-testid="current-search">{search}</output>
    </>
  );
}

export interface RenderConsoleOptions {
  path?: string;
  appId?: AppId;
  defaultTheme?: string;
  apiOptions?: Omit<ApiClientOptions, 'onUnauthorized'>;
  /** Extra routes beside the `*` route that renders `ui`. */
  routes?: ReactNode;
}

/** A console's providers, and antd, in a memory router at `path`: what every console's unit tests render in. */
export function TestConsole({
  path,
  children,
  ...providers
}: Omit<ConsoleProvidersProps, 'children'> & { path?: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[path ?? '/Home/Test']}>
      <ConsoleProviders {...providers}>
        {/* antd at once, as a console has it on every screen past sign-in (light screens render in it alike). */}
        <AntdProviders>{children}</AntdProviders>
      </ConsoleProviders>
    </MemoryRouter>
  );
}

export function renderConsole(ui: ReactNode, options: RenderConsoleOptions = {}) {
  return render(
    <TestConsole
      path={options.path}
      appId={options.appId ?? 'licence'}
      appNameKey="test.appName"
      homePath="/Home/Test"
      defaultTheme={options.defaultTheme ?? '#409EFF'}
      resources={{ zh: { test: { appName: '测试控制台' } }, en: { test: { appName: 'Test console' } } }}
      apiOptions={options.apiOptions}
    >
      <CurrentPath />
      <Routes>
        {options.routes}
        <Route path="*" element={ui} />
      </Routes>
    </TestConsole>,
  );
}
