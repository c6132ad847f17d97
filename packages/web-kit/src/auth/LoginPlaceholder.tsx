import { useEffect } from 'react';
import { Alert, Button, Card, Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConsole } from '../providers/console-context';
import { useSession } from '../session/use-session';
import { BrandLogo } from '../shell/BrandLogo';
import { LanguageSwitch } from '../shell/LanguageSwitch';

/**
 * The /Login screen until accounts arrive: product name, "Sign in" title, language switch and a note.
 * Deliberately no form — nothing here pretends to sign anyone in.
 */
export function LoginPlaceholder() {
  const { t } = useTranslation();
  const { appNameKey, homePath } = useConsole();
  const { user } = useSession();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const title = t('login.title');
  const product = t(appNameKey);
  useEffect(() => {
    document.title = `${title} · ${product}`;
  }, [title, product]);

  return (
    <Flex
      vertical
      align="center"
      justify="center"
      style={{
        minHeight: '100vh',
        padding: 24,
        background: `linear-gradient(135deg, ${token.colorPrimaryBg} 0%, #f3f5f8 55%, #ffffff 100%)`,
      }}
    >
      <div style={{ position: 'fixed', top: 8, right: 16 }}>
        <LanguageSwitch />
      </div>
      <Card style={{ width: 400, maxWidth: '100%', boxShadow: token.boxShadowTertiary }} variant="borderless">
        <Flex vertical gap={20}>
          <Flex align="center" gap={12}>
            <BrandLogo size={36} />
            <Typography.Text strong style={{ fontSize: 18 }}>
              {product}
            </Typography.Text>
          </Flex>
          <Typography.Title level={1} data-testid="page-title" style={{ fontSize: 24, margin: 0 }}>
            {title}
          </Typography.Title>
          <Alert type="info" showIcon title={t('login.comingSoon')} data-testid="login-coming-soon" />
          {user && (
            <Flex vertical gap={8}>
              <Typography.Text type="secondary">
                {t('login.signedInAs', { name: user.name || user.username })}
              </Typography.Text>
              <Button type="primary" block onClick={() => void navigate(homePath)}>
                {t('login.enterConsole')}
              </Button>
            </Flex>
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
