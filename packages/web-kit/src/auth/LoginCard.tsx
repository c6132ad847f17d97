import { useState } from 'react';
import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordLoginForm } from './PasswordLoginForm';
import { SmsLoginForm } from './SmsLoginForm';
import { useCompleteSignIn } from './use-sign-in';
import type { SignInTarget } from './use-sign-in';

type Tab = 'sms' | 'password';

/** The user platform's sign-in: SMS and password tabs, then the app's links (forgot, register…). */
export function LoginCard({ target, links }: { target: SignInTarget; links?: ReactNode }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('sms');
  const onSignedIn = useCompleteSignIn(target);
  return (
    <>
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
    </>
  );
}

/** The administrators' sign-in: user name and password only, through the admin endpoint. */
export function AdminLoginCard({ target }: { target: SignInTarget }) {
  const onSignedIn = useCompleteSignIn(target);
  return <PasswordLoginForm admin onSignedIn={onSignedIn} />;
}
