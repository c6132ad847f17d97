import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { IdleSignOutWarning } from './IdleSignOutWarning';
import { PageLoading } from './PageLoading';

export interface ShellLayoutProps {
  header: ReactNode;
  /** The vertical side menu; absent when the menu sits in the header. */
  sideMenu?: ReactNode;
  footer: ReactNode;
}

/** Header on top, optional side menu on the left, the routed page and the footer on the right. */
export function ShellLayout({ header, sideMenu, footer }: ShellLayoutProps) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {header}
      <Layout hasSider={Boolean(sideMenu)}>
        {sideMenu}
        <Layout style={{ minWidth: 0 }}>
          <Layout.Content style={{ padding: 24 }}>
            <main>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </main>
          </Layout.Content>
          {footer}
        </Layout>
      </Layout>
      <IdleSignOutWarning />
    </Layout>
  );
}
