import type { ReactNode } from 'react';
import { Flex, Layout, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HEADER_HEIGHT } from '@fleetkey/contract';
import { useConsole } from '../providers/console-context';
import { BrandLogo } from './BrandLogo';

export interface AppHeaderProps {
  /** Shown right after the product name (e.g. links). */
  start?: ReactNode;
  /** Fills the middle (e.g. the horizontal menu). */
  center?: ReactNode;
  /** Actions on the right. */
  end?: ReactNode;
}

/** The console header: exactly HEADER_HEIGHT px, logo + product name, then the app's items. */
export function AppHeader({ start, center, end }: AppHeaderProps) {
  const { t } = useTranslation();
  const { appNameKey, homePath } = useConsole();
  const { token } = theme.useToken();
  return (
    <Layout.Header
      data-testid="app-header"
      style={{
        height: HEADER_HEIGHT,
        lineHeight: `${HEADER_HEIGHT}px`,
        boxSizing: 'border-box',
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        position: 'sticky',
        top: 0,
        zIndex: 20,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        boxShadow: '0 1px 4px rgba(0, 21, 41, 0.06)',
      }}
    >
      <Link to={homePath} style={{ display: 'flex', alignItems: 'center', gap: 10, flex: 'none' }}>
        <BrandLogo />
        <Typography.Text strong style={{ fontSize: 16, whiteSpace: 'nowrap', color: token.colorText }}>
          {t(appNameKey)}
        </Typography.Text>
      </Link>
      {start && (
        <Flex align="center" gap={4} style={{ flex: 'none' }}>
          {start}
        </Flex>
      )}
      <div style={{ flex: 1, minWidth: 0, height: '100%', display: 'flex', alignItems: 'center' }}>
        {center}
      </div>
      {end && (
        <Flex align="center" gap={2} style={{ flex: 'none' }}>
          {end}
        </Flex>
      )}
    </Layout.Header>
  );
}
