import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthHeaderAction, AuthLayout, LoginCard, RequireAntd, useToaster } from '@fleetkey/web-kit';
import { StyleLoading } from './components/StyleLoading';
import { useAuthStyles } from './hooks/useAuthStyles';
import { useAuthView } from './hooks/useAuthView';
import type { AuthView } from './login-target';

// Sign-in is the view shown first, built without antd; the others (registration wizard, reset forms,
// downloads) are antd screens that load, antd with them, when opened, so the sign-in form waits for none.
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
  const toaster = useToaster();
  const { view, show, target } = useAuthView();
  const styles = useAuthStyles();
  const link = (to: AuthView, key: string, testId: string) => (
    <button type="button" className="fk-link" onClick={() => show(to)} data-testid={testId}>
      {t(key)}
    </button>
  );
  const backLink = (
    <p style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
      {link('login', 'auth.backToLogin', 'back-to-login')}
    </p>
  );
  const actions = (
    <AuthHeaderAction
      icon="download"
      label={t('auth.download.title')}
      onClick={() => show('download')}
      data-testid="download-view-link"
    />
  );

  switch (view) {
    case 'register':
      return (
        <RequireAntd fallback={<StyleLoading titleKey="auth.register.title" actions={actions} />}>
          <Suspense fallback={<StyleLoading titleKey="auth.register.title" actions={actions} />}>
            <RegisterView
              style={styles.register}
              actions={actions}
              backLink={backLink}
              onSignIn={() => show('login')}
            />
          </Suspense>
        </RequireAntd>
      );
    case 'forgot':
      return (
        <RequireAntd fallback={<StyleLoading titleKey="auth.forgot.title" actions={actions} />}>
          <Suspense fallback={<StyleLoading titleKey="auth.forgot.title" actions={actions} />}>
            <ForgotView
              style={styles.forgot}
              actions={actions}
              backLink={backLink}
              onDone={() => {
                toaster.show(t('auth.forgot.success'), 'success');
                show('login');
              }}
            />
          </Suspense>
        </RequireAntd>
      );
    case 'download':
      return (
        <RequireAntd fallback={<StyleLoading titleKey="auth.download.title" />}>
          <Suspense fallback={<StyleLoading titleKey="auth.download.title" />}>
            <DownloadView backLink={backLink} />
          </Suspense>
        </RequireAntd>
      );
    case 'login':
      return (
        <AuthLayout titleKey="login.title" actions={actions}>
          <LoginCard
            target={target}
            links={
              <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16 }}>
                {link('forgot', 'auth.forgotLink', 'forgot-link')}
                {link('register', 'auth.registerLink', 'register-link')}
              </div>
            }
          />
        </AuthLayout>
      );
  }
}
