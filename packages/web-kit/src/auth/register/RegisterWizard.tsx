import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Result, Steps } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usersApi } from '@fleetkey/api-client';
import { registrationSchema } from '@fleetkey/contract';
import { useApiClient } from '../../providers/console-context';
import { AuthLayout } from '../AuthLayout';
import { useAuthFeedback } from '../use-auth-feedback';
import { AccountStep } from './AccountStep';
import type { AccountValues } from './AccountStep';
import { CompanyStep } from './CompanyStep';
import type { CompanyValues } from './CompanyStep';
import { EmailStep } from './EmailStep';
import type { EmailValues } from './EmailStep';
import { buildRegistration } from './registration-payload';

export interface RegisterWizardProps {
  /** IoT: a personal and company step before the finish (iot-console.md §2); licence: none. */
  withCompanyStep: boolean;
  /** Card height per step (the IoT wizard's 560/660/920/630 px). */
  heights?: readonly number[];
  width?: number;
  actions?: ReactNode;
  /** Leaves for the sign-in screen. */
  onSignIn: () => void;
  /** Links under the first step (back to sign in). */
  links?: ReactNode;
}

/**
 * Registration: account (mobile, code, password, agreement) → e-mail (bind, skip, back) → [IoT: person
 * and company (submit, skip, back)] → finish. The account is created (not signed in) on the last data step.
 */
export function RegisterWizard({
  withCompanyStep,
  heights,
  width = 480,
  actions,
  onSignIn,
  links,
}: RegisterWizardProps) {
  const { t } = useTranslation();
  const api = useApiClient();
  const { errorText } = useAuthFeedback();
  const [step, setStep] = useState(0);
  const [account, setAccount] = useState<AccountValues | null>(null);
  const [email, setEmail] = useState<EmailValues>({ pushable: false });
  const [company, setCompany] = useState<CompanyValues>({});
  const register = useMutation({
    mutationFn: (draft: { email: EmailValues; company?: CompanyValues }) => {
      if (!account) throw new Error('registration without step 1');
      const { name, ...enterprise } = draft.company ?? {};
      const payload = buildRegistration({
        ...account,
        ...draft.email,
        name,
        enterprise: enterprise,
      });
      return usersApi(api).register(registrationSchema.parse(payload));
    },
    meta: { silentError: true },
  });
  const finishStep = withCompanyStep ? 3 : 2;
  const submit = (draft: { email: EmailValues; company?: CompanyValues }) => {
    register.mutate(draft, { onSuccess: () => goto(finishStep) });
  };
  const error = register.isError ? errorText(register.error) : null;
  const goto = (next: number) => {
    register.reset();
    setStep(next);
    // Step 3 is taller than the window; the next step starts at its top.
    window.scrollTo({ top: 0 });
  };

  const titles = ['auth.register.steps.account', 'auth.register.steps.email'];
  if (withCompanyStep) titles.push('auth.register.steps.company');
  titles.push('auth.register.steps.finish');

  let body: ReactNode;
  if (step === 0) {
    body = (
      <>
        <AccountStep
          initial={account ?? {}}
          onNext={(values) => {
            setAccount(values);
            goto(1);
          }}
        />
        {links}
      </>
    );
  } else if (step === 1) {
    body = (
      <EmailStep
        initial={email}
        busy={register.isPending}
        error={error}
        onBack={() => goto(0)}
        onDone={(values) => {
          setEmail(values);
          if (withCompanyStep) goto(2);
          else submit({ email: values });
        }}
      />
    );
  } else if (step === 2 && withCompanyStep) {
    body = (
      <CompanyStep
        initial={company}
        busy={register.isPending}
        error={error}
        onBack={() => goto(1)}
        onSkip={() => submit({ email })}
        onDone={(values) => {
          setCompany(values);
          submit({ email, company: values });
        }}
      />
    );
  } else {
    body = (
      <Result
        status="success"
        title={t('auth.register.done')}
        subTitle={t('auth.register.doneHint', {
          mobile: account ? `+${account.areaCode} ${account.mobile}` : '',
        })}
        extra={
          <Button type="primary" size="large" autoFocus onClick={onSignIn} data-testid="register-sign-in">
            {t('auth.register.signInNow')}
          </Button>
        }
        data-testid="register-finish"
      />
    );
  }

  return (
    <AuthLayout titleKey="auth.register.title" actions={actions} width={width} height={heights?.[step]}>
      <Steps
        size="small"
        current={step}
        status={step === finishStep ? 'finish' : 'process'}
        items={titles.map((key) => ({ title: t(key) }))}
        style={{ marginBottom: 28 }}
        data-testid="register-steps"
      />
      {body}
    </AuthLayout>
  );
}
