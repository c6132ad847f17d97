import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Card, Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../providers/console-context';
import { BrandLogo } from '../shell/BrandLogo';
import { LanguageSwitch } from '../shell/LanguageSwitch';

export interface AuthLayoutProps {
  /** i18n key of the card's title (also the document title). */
  titleKey: string;
  /** Header items beside the language switch (help, client download). */
  actions?: ReactNode;
  /** Hides the language switch (the admin sign-in is Chinese only). */
  fixedLanguage?: boolean;
  width?: number;
  /** Card height (the IoT wizard's step heights); content scrolls inside when taller. */
  height?: number;
  children: ReactNode;
}

/** The frame of every auth screen: brand bar with language switch, and one centred card. */
export function AuthLayout({
  titleKey,
  actions,
  fixedLanguage,
  width = 420,
  height,
  children,
}: AuthLayoutProps) {
  const { t } = useTranslation();
  const { appNameKey } = useConsole();
  const { token } = theme.useToken();
  const title = t(titleKey);
  const product = t(appNameKey);
  useEffect(() => {
    document.title = `${title} · ${product}`;
  }, [title, product]);

  return (
    <Flex
      vertical
      style={{
        minHeight: '100vh',
        background: `linear-gradient(135deg, ${token.colorPrimaryBg} 0%, #f3f5f8 55%, #ffffff 100%)`,
      }}
    >
      <Flex align="center" justify="space-between" style={{ height: 56, padding: '0 24px' }}>
        <Flex align="center" gap={10}>
          <BrandLogo size={28} />
          <Typography.Text strong style={{ fontSize: 16 }}>
            {product}
          </Typography.Text>
        </Flex>
        <Flex align="center" gap={4} data-testid="auth-actions">
          {actions}
          {!fixedLanguage && <LanguageSwitch />}
        </Flex>
      </Flex>
      {/* The card hangs from a fixed top, not the centre: a tab switch or a step change then grows it
          downwards instead of moving everything on screen. */}
      <Flex flex={1} align="flex-start" justify="center" style={{ padding: '6vh 16px 48px' }}>
        <Card
          variant="borderless"
          style={{ width, maxWidth: '100%', height, boxShadow: token.boxShadowTertiary }}
          styles={{ body: { padding: '32px 36px', height: '100%', overflowY: height ? 'auto' : undefined } }}
          data-testid="auth-card"
        >
          <Typography.Title level={1} data-testid="page-title" style={{ fontSize: 22, margin: '0 0 24px' }}>
            {title}
          </Typography.Title>
          {children}
        </Card>
      </Flex>
    </Flex>
  );
}
