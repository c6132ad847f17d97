import { useState } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
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
import {
  clearRegistrationDraft,
  readRegistrationDraft,
  saveRegistrationDraft,
  type RegistrationDraft,
} from './registration-draft';

/** The search parameter holding the wizard's step, so that the browser's Back goes a step back. */
const STEP_PARAM = 'step';

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
 * Each step is an entry of the browser's history (Back and Forward move between steps), and what was typed
 * outlives a reload (registration-draft.ts) — the password aside, which a reload asks for again on step 1.
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
  const [params, setParams] = useSearchParams();
  const [account, setAccount] = useState<AccountValues | null>(null);
  const [draft, setDraft] = useState<RegistrationDraft>(readRegistrationDraft);
  const { email, company } = draft;
  const keep = (change: Partial<RegistrationDraft>) =>
    setDraft((current) => {
      const next = { ...current, ...change };
      saveRegistrationDraft(next);
      return next;
    });
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
  // A step past the first needs the password, which only this page's memory holds: after a reload, step 1.
  const asked = Number(params.get(STEP_PARAM) ?? 0);
  const step = Number.isInteger(asked) && asked > 0 && asked <= finishStep && account ? asked : 0;
  const submit = (values: { email: EmailValues; company?: CompanyValues }) => {
    register.mutate(values, {
      onSuccess: () => {
        clearRegistrationDraft();
        // Back from the finish must not offer the sent form again.
        goto(finishStep, { replace: true });
      },
    });
  };
  const error = register.isError ? errorText(register.error) : null;
  const goto = (next: number, { replace = false } = {}) => {
    register.reset();
    const nextParams = new URLSearchParams(params);
    if (next === 0) nextParams.delete(STEP_PARAM);
    else nextParams.set(STEP_PARAM, String(next));
    setParams(nextParams, { replace });
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
          initial={{ ...draft.account, password: account?.password }}
          agreed={draft.accountDone}
          onEdit={({ areaCode, mobile, smsCode }) => keep({ account: { areaCode, mobile, smsCode } })}
          onNext={(values) => {
            setAccount(values);
            keep({ account: values, accountDone: true });
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
        onEdit={(values) => keep({ email: values })}
        onDone={(values) => {
          keep({ email: values });
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
        onEdit={(values) => keep({ company: values })}
        onDone={(values) => {
          keep({ company: values });
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
