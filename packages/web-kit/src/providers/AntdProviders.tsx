import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
// antd's styles as one static file, loaded with this module: with `zeroRuntime` antd generates no CSS while
// rendering (the theme still reaches its CSS variables). Generating it took a large share of each first render:
// unit-web's jsdom tests 100 s of processor time with it, 61 s without; the browser specs ~6 % less.
import 'antd/dist/antd.css';
import type { ThemeConfig } from 'antd';
import { HEADER_HEIGHT } from '@fleetkey/contract';
import { antdLocale } from '../i18n/antd-locale';
import { useLanguage } from '../i18n/use-language';
import { useToaster } from '../ui/toaster';
import { AntdLoadedContext } from './antd-loaded';
import { useConsole } from './console-context';

function themeConfig(colorPrimary: string, motion: boolean): ThemeConfig {
  return {
    zeroRuntime: true,
    // Info accents (alerts, tags) follow the theme colour too, as the Element-UI consoles did.
    token: { colorPrimary, colorInfo: colorPrimary, colorLink: colorPrimary, borderRadius: 6, motion },
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

/** The system's "reduce motion" setting: antd then opens and closes dialogs, menus and messages at once. */
function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** While antd is on screen its message shows the console's toasts, so they look like the screens' own. */
function AntdToasts() {
  const { message } = AntApp.useApp();
  const toaster = useToaster();
  useEffect(() => toaster.handOver((text, kind) => void message[kind](text)), [toaster, message]);
  return null;
}

/**
 * antd's theme (the console's colour), locale and message API around the screens built with antd. The
 * sign-in page does without: this module loads when the first antd screen or dialog is shown.
 */
export default function AntdProviders({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  const { themeColor } = useConsole();
  const theme = useMemo(() => themeConfig(themeColor, !prefersReducedMotion()), [themeColor]);
  return (
    <AntdLoadedContext.Provider value>
      <ConfigProvider locale={antdLocale(language)} theme={theme}>
        <AntApp message={{ maxCount: 3 }}>
          <AntdToasts />
          {children}
        </AntApp>
      </ConfigProvider>
    </AntdLoadedContext.Provider>
  );
}
