import { App, Button, Flex, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AuthLayout, ClientDownloadPanel, LoginCard } from '@fleetkey/web-kit';
import { ForgotView } from './components/ForgotView';
import { RegisterView } from './components/RegisterView';
import { useAuthStyles } from './hooks/useAuthStyles';
import { useAuthView } from './hooks/useAuthView';
import type { AuthView } from './login-target';

/**
 * The IoT /Login container (iot-console.md §2): one area that switches between sign-in, registration,
 * forgot-password and client download; registration and forgot-password each come in the first or the
 * second style, as the client configuration says.
 */
export function AuthContainer() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { view, show, target } = useAuthView();
  const styles = useAuthStyles();
  const link = (to: AuthView, key: string, testId: string) => (
    <Typography.Link onClick={() => show(to)} data-testid={testId}>
      {t(key)}
    </Typography.Link>
  );
  const backLink = (
    <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
      {link('login', 'auth.backToLogin', 'back-to-login')}
    </Typography.Paragraph>
  );
  const actions = (
    <Button
      type="text"
      icon={<DownloadOutlined />}
      onClick={() => show('download')}
      data-testid="download-view-link"
    >
      {t('auth.download.title')}
    </Button>
  );

  switch (view) {
    case 'register':
      return (
        <RegisterView
          style={styles.register}
          actions={actions}
          backLink={backLink}
          onSignIn={() => show('login')}
        />
      );
    case 'forgot':
      return (
        <ForgotView
          style={styles.forgot}
          actions={actions}
          backLink={backLink}
          onDone={() => {
            void message.success(t('auth.forgot.success'));
            show('login');
          }}
        />
      );
    case 'download':
      return (
        <AuthLayout titleKey="auth.download.title">
          <ClientDownloadPanel />
          {backLink}
        </AuthLayout>
      );
    case 'login':
      return (
        <AuthLayout titleKey="login.title" actions={actions}>
          <LoginCard
            target={target}
            links={
              <Flex justify="space-between" style={{ marginTop: 16 }}>
                {link('forgot', 'auth.forgotLink', 'forgot-link')}
                {link('register', 'auth.registerLink', 'register-link')}
              </Flex>
            }
          />
        </AuthLayout>
      );
  }
}
