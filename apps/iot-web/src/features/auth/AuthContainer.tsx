import type { ReactNode } from 'react';
import { App, Button, Flex, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  AuthLayout,
  ClientDownloadPanel,
  ForgotPasswordForm,
  LoginCard,
  RegisterWizard,
} from '@fleetkey/web-kit';
import { useAuthView } from './hooks/useAuthView';
import type { AuthView } from './login-target';
import { WIZARD_HEIGHTS } from './login-target';

/**
 * The IoT /Login container (iot-console.md §2): one area that switches between sign-in, the four-step
 * registration wizard, forgot-password and client download. The second style is the one built.
 */
export function AuthContainer() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { view, show, target } = useAuthView();
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

  let content: ReactNode;
  switch (view) {
    case 'register':
      return (
        <RegisterWizard
          withCompanyStep
          heights={WIZARD_HEIGHTS}
          width={560}
          actions={actions}
          onSignIn={() => show('login')}
          links={backLink}
        />
      );
    case 'forgot':
      content = (
        <AuthLayout titleKey="auth.forgot.title" actions={actions}>
          <ForgotPasswordForm
            flavour="iot"
            onDone={() => {
              void message.success(t('auth.forgot.success'));
              show('login');
            }}
          />
          {backLink}
        </AuthLayout>
      );
      break;
    case 'download':
      content = (
        <AuthLayout titleKey="auth.download.title">
          <ClientDownloadPanel />
          {backLink}
        </AuthLayout>
      );
      break;
    case 'login':
      content = (
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
      break;
  }
  return content;
}
