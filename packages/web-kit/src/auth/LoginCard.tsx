import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, Spinner } from '../ui/controls';
import { Tabs } from '../ui/Tabs';
import { PasswordLoginForm } from './PasswordLoginForm';
import { SmsLoginForm } from './SmsLoginForm';
import { useAutoSignIn } from './use-auto-sign-in';
import { useCompleteSignIn } from './use-sign-in';
import type { SignInTarget } from './use-sign-in';

type Tab = 'sms' | 'password';

/**
 * The user platform's sign-in: SMS and password tabs, then the app's links (forgot, register…). An
 * address carrying a ujwt or a provider's return signs in on arrival; if that fails, the form stays with
 * the reason above it. Built without antd, so the sign-in page loads light.
 */
export function LoginCard({ target, links }: { target: SignInTarget; links?: ReactNode }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('sms');
  const onSignedIn = useCompleteSignIn(target);
  const auto = useAutoSignIn(onSignedIn);
  return (
    <div className="fk-busy" aria-busy={auto.pending}>
      {auto.errorKey && <ErrorAlert text={t(auto.errorKey)} data-testid="auto-sign-in-error" />}
      <Tabs
        active={tab}
        onChange={setTab}
        items={[
          { key: 'sms', label: <span data-testid="tab-sms">{t('auth.tabs.sms')}</span> },
          { key: 'password', label: <span data-testid="tab-password">{t('auth.tabs.password')}</span> },
        ]}
      />
      {tab === 'sms' ? (
        <SmsLoginForm onSignedIn={onSignedIn} />
      ) : (
        <PasswordLoginForm onSignedIn={onSignedIn} />
      )}
      {links}
      {auto.pending && (
        <div className="fk-busy-mask">
          <Spinner large />
          <span>{t('auth.handoff.signingIn')}</span>
        </div>
      )}
    </div>
  );
}
