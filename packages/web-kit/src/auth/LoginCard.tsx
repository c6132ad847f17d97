import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { SmsLoginForm } from './SmsLoginForm';
import { useAutoSignIn } from './use-auto-sign-in';
import { useCompleteSignIn } from './use-sign-in';
import type { SignInTarget } from './use-sign-in';

type Tab = 'sms' | 'password';

// The password tab (captcha, security dialog) is not the one shown first: it loads when the pointer nears
// its tab or the tab opens, so the sign-in page shows its form sooner.
const loadPasswordForm = () => import('./PasswordLoginForm');
const PasswordLoginForm = lazy(() => loadPasswordForm().then((m) => ({ default: m.PasswordLoginForm })));

/**
 * The user platform's sign-in: SMS and password tabs, then the app's links (forgot, register…). An
 * address carrying a ujwt or a provider's return signs in on arrival; if that fails, the form stays with
 * the reason above it.
 */
export function LoginCard({ target, links }: { target: SignInTarget; links?: ReactNode }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('sms');
  const onSignedIn = useCompleteSignIn(target);
  const auto = useAutoSignIn(onSignedIn);
  return (
    <Spin spinning={auto.pending} description={t('auth.handoff.signingIn')}>
      {auto.errorKey && (
        <Alert
          type="error"
          showIcon
          title={t(auto.errorKey)}
          data-testid="auto-sign-in-error"
          style={{ marginBottom: 16 }}
        />
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key === 'password' ? 'password' : 'sms')}
        destroyOnHidden
        items={[
          {
            key: 'sms',
            label: <span data-testid="tab-sms">{t('auth.tabs.sms')}</span>,
            children: <SmsLoginForm onSignedIn={onSignedIn} />,
          },
          {
            key: 'password',
            label: (
              <span data-testid="tab-password" onPointerEnter={() => void loadPasswordForm()}>
                {t('auth.tabs.password')}
              </span>
            ),
            children: (
              <Suspense fallback={<Spin style={{ display: 'block', padding: 32 }} />}>
                <PasswordLoginForm onSignedIn={onSignedIn} />
              </Suspense>
            ),
          },
        ]}
      />
      {links}
    </Spin>
  );
}
