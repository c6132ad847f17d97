import { useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordLoginForm } from './PasswordLoginForm';
import { SmsLoginForm } from './SmsLoginForm';
import { useAutoSignIn } from './use-auto-sign-in';
import { useCompleteSignIn } from './use-sign-in';
import type { SignInTarget } from './use-sign-in';

type Tab = 'sms' | 'password';

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
            label: <span data-testid="tab-password">{t('auth.tabs.password')}</span>,
            children: <PasswordLoginForm onSignedIn={onSignedIn} />,
          },
        ]}
      />
      {links}
    </Spin>
  );
}

/** The administrators' sign-in: user name and password only, through the admin endpoint. */
export function AdminLoginCard({ target }: { target: SignInTarget }) {
  const onSignedIn = useCompleteSignIn(target);
  return <PasswordLoginForm admin onSignedIn={onSignedIn} />;
}
