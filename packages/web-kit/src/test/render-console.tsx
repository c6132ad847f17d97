// Test helper: renders UI inside ConsoleProviders and a memory router, and exposes the current path.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ApiClientOptions } from '@fleetkey/api-client';
import type { SessionUser } from '@fleetkey/contract';
import AntdProviders from '../providers/AntdProviders';
import { ConsoleProviders } from '../providers/ConsoleProviders';
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

export function renderConsole(ui: ReactNode, options: RenderConsoleOptions = {}) {
  return render(
    <MemoryRouter initialEntries={[options.path ?? '/Home/Test']}>
      <ConsoleProviders
        appId={options.appId ?? 'licence'}
        appNameKey="test.appName"
        homePath="/Home/Test"
        defaultTheme={options.defaultTheme ?? '#409EFF'}
        resources={{ zh: { test: { appName: '测试控制台' } }, en: { test: { appName: 'Test console' } } }}
        apiOptions={options.apiOptions}
      >
        {/* antd at once, as a console has it on every screen past sign-in (light screens render in it alike). */}
        <AntdProviders>
          <CurrentPath />
          <Routes>
            {options.routes}
            <Route path="*" element={ui} />
          </Routes>
        </AntdProviders>
      </ConsoleProviders>
    </MemoryRouter>,
  );
}
