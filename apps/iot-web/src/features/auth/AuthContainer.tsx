import { lazy, Suspense } from 'react';
import { App, Button, Flex, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AuthLayout, LoginCard } from '@fleetkey/web-kit';
import { StyleLoading } from './components/StyleLoading';
import { useAuthStyles } from './hooks/useAuthStyles';
import { useAuthView } from './hooks/useAuthView';
import type { AuthView } from './login-target';

// Sign-in is the view shown first; the others (registration wizard, reset forms, downloads) load when
// opened, so the sign-in form does not wait for them.
const RegisterView = lazy(() =>
  import('./components/RegisterView').then((m) => ({ default: m.RegisterView })),
);
const ForgotView = lazy(() => import('./components/ForgotView').then((m) => ({ default: m.ForgotView })));
const DownloadView = lazy(() =>
  import('./components/DownloadView').then((m) => ({ default: m.DownloadView })),
);

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
        <Suspense fallback={<StyleLoading titleKey="auth.register.title" actions={actions} />}>
          <RegisterView
            style={styles.register}
            actions={actions}
            backLink={backLink}
            onSignIn={() => show('login')}
          />
        </Suspense>
      );
    case 'forgot':
      return (
        <Suspense fallback={<StyleLoading titleKey="auth.forgot.title" actions={actions} />}>
          <ForgotView
            style={styles.forgot}
            actions={actions}
            backLink={backLink}
            onDone={() => {
              void message.success(t('auth.forgot.success'));
              show('login');
            }}
          />
        </Suspense>
      );
    case 'download':
      return (
        <Suspense fallback={<StyleLoading titleKey="auth.download.title" />}>
          <DownloadView backLink={backLink} />
        </Suspense>
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
