import { lazy, Suspense, useState } from 'react';
import type { FormEvent } from 'react';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@fleetkey/api-client';
import type { LoginResult } from '@fleetkey/api-client';
import { Checkbox, Field, TextInput } from '../ui/controls';
import { Icon } from '../ui/Icon';
import { accountForLogin, readRememberedAccount, rememberAccount } from './login-account';
import { factorCodeLive, factorCodeSent, factorMobile } from './factor-check';
import type { PendingFactor } from './factor-check';
import { CaptchaInputs } from './sign-in/SignInFields';
import { useFields } from './sign-in/use-fields';
import { useAuthFeedback } from './use-auth-feedback';
import { useCaptcha } from './use-captcha';
import { useLoginCall } from './use-sign-in';
import { SignInSubmit } from './sign-in/SignInSubmit';

// The security dialog is antd's: it and antd load only when an account asks for its SMS code.
const SecurityDialogIsland = lazy(() => import('./SecurityDialogIsland'));

const REQUIRED = 'validation.required';
const filled = (value: string) => (value.trim() === '' ? REQUIRED : undefined);

/** Whether a refusal of the administrator sign-in means the captcha is due from now on. */
function asksForCaptcha(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (['CAPTCHA_REQUIRED', 'CAPTCHA_WRONG', 'CAPTCHA_EXPIRED'].includes(error.code)) return true;
  const data = error.data;
  return (
    typeof data === 'object' && data !== null && 'captchaRequired' in data && data.captchaRequired === true
  );
}

/**
 * Password sign-in. The user platform asks for a captcha (single use: a new one after every failure) and
 * may answer "factor check failed", which opens the security dialog; the admin variant has a fixed
 * user-name field and shows the captcha once the server asks for it (after failed sign-ins).
 */
export function PasswordLoginForm({
  admin = false,
  onSignedIn,
}: {
  admin?: boolean;
  onSignedIn: (result: LoginResult) => void;
}) {
  const { t } = useTranslation();
  const { errorText } = useAuthFeedback();
  const [adminCaptcha, setAdminCaptcha] = useState(false);
  const withCaptcha = !admin || adminCaptcha;
  const captcha = useCaptcha(withCaptcha, admin ? 'admin-login' : 'login');
  const login = useLoginCall(admin);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingFactor | null>(null);
  const [remembered] = useState(readRememberedAccount);
  const fields = useFields(
    { account: remembered, password: '', captcha: '', remember: remembered !== '' },
    {
      account: (v) => filled(v.account),
      password: (v) => (v.password === '' ? REQUIRED : undefined),
      captcha: (v) => (withCaptcha ? filled(v.captcha) : undefined),
    },
  );
  const { values, errors } = fields;
  const change = <K extends keyof typeof values>(name: K, value: (typeof values)[K]) => {
    fields.set(name, value);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fields.check(['account', 'password', 'captcha'])) return;
    setError(null);
    const user = admin ? values.account.trim() : accountForLogin(values.account);
    const answer = { svgCode: values.captcha.trim(), svgCodeUUID: captcha.challenge?.uuid };
    try {
      const result = await login.mutateAsync(
        admin
          ? { user, password: values.password, ...(adminCaptcha ? answer : {}) }
          : { user, password: values.password, ...answer, remember: values.remember },
      );
      rememberAccount(values.account, values.remember);
      onSignedIn(result);
    } catch (e) {
      if (withCaptcha) {
        captcha.refresh();
        fields.set('captcha', '');
      }
      if (admin && asksForCaptcha(e)) setAdminCaptcha(true);
      if (e instanceof ApiError && e.code === 'FACTOR_CHECK_FAILED') {
        rememberAccount(values.account, values.remember);
        setPending({
          user,
          password: values.password,
          mobile: factorMobile(e),
          codeSent: factorCodeSent(e),
          codeLive: factorCodeLive(e),
        });
        return;
      }
      setError(errorText(e));
    }
  };

  return (
    <>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        data-testid={admin ? 'admin-login-form' : 'password-login-form'}
      >
        <Field error={errors.account && t(errors.account)}>
          <TextInput
            value={values.account}
            onChange={(account) => change('account', account)}
            autoFocus={remembered === ''}
            prefix={<Icon svg={UserOutlined} />}
            autoComplete="username"
            maxLength={64}
            placeholder={t(admin ? 'auth.fields.username' : 'auth.fields.account')}
            aria-invalid={Boolean(errors.account)}
            data-testid="account-input"
          />
        </Field>
        <Field error={errors.password && t(errors.password)}>
          <TextInput
            type="password"
            value={values.password}
            onChange={(password) => change('password', password)}
            autoFocus={remembered !== ''}
            prefix={<Icon svg={LockOutlined} />}
            autoComplete="current-password"
            placeholder={t('auth.fields.password')}
            aria-invalid={Boolean(errors.password)}
            data-testid="password-input"
          />
        </Field>
        {withCaptcha && (
          <CaptchaInputs
            captcha={captcha}
            answer={values.captcha}
            error={errors.captcha}
            onAnswer={(answer) => change('captcha', answer)}
          />
        )}
        {!admin && (
          <div style={{ marginBottom: 12 }}>
            <Checkbox
              checked={values.remember}
              onChange={(remember) => change('remember', remember)}
              data-testid="remember"
            >
              <span className="fk-tip" data-tip={t('auth.rememberHint')}>
                {t('auth.remember')}
              </span>
            </Checkbox>
          </div>
        )}
        <SignInSubmit error={error} loading={login.isPending} testId="login-submit" />
      </form>
      {pending && (
        <Suspense fallback={null}>
          <SecurityDialogIsland pending={pending} onCancel={() => setPending(null)} onSignedIn={onSignedIn} />
        </Suspense>
      )}
    </>
  );
}
