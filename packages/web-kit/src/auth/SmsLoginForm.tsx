import { useCallback, useState } from 'react';
import type { FormEvent } from 'react';
import { authApi } from '@fleetkey/api-client';
import type { LoginResult } from '@fleetkey/api-client';
import { codeRequestMobileSchema, DEFAULT_AREA_CODE, verificationCodeSchema } from '@fleetkey/contract';
import { zodIssueKey } from '../forms/zod-issue';
import { useApiClient } from '../providers/console-context';
import { fullMobile } from './countries';
import { CodeInputs, MobileInputs } from './sign-in/SignInFields';
import { useFields } from './sign-in/use-fields';
import { useAuthFeedback } from './use-auth-feedback';
import { useCodeCountdown } from './use-code-countdown';
import { useLoginCall } from './use-sign-in';
import { SignInSubmit } from './sign-in/SignInSubmit';

/**
 * Passwordless sign-in: mobile with calling code, and a loginCode sent by SMS. The mobile rule follows
 * the chosen area (China's rule under 86, digits elsewhere); empty asks for the mobile first, which is
 * also what a code request needs.
 */
export function SmsLoginForm({ onSignedIn }: { onSignedIn: (result: LoginResult) => void }) {
  const api = useApiClient();
  const { errorText, toastError, toastSuccess } = useAuthFeedback();
  const login = useLoginCall(false);
  const [error, setError] = useState<string | null>(null);
  const fields = useFields(
    { areaCode: DEFAULT_AREA_CODE, mobile: '', code: '' },
    {
      mobile: (v) => zodIssueKey(codeRequestMobileSchema(v.areaCode), v.mobile),
      code: (v) => zodIssueKey(verificationCodeSchema, v.code),
    },
  );
  const { values, errors, current } = fields;

  const send = useCallback(() => {
    const { areaCode, mobile } = current();
    return authApi(api).smsCode(fullMobile(areaCode, mobile), 'loginCode');
  }, [api, current]);
  const countdown = useCodeCountdown(send, toastError);

  const change = (name: 'areaCode' | 'mobile' | 'code', value: string) => {
    fields.set(name, value);
    setError(null);
  };
  // Leaving a field checks what was typed; an empty one is only asked for by a code request or submit,
  // so focus moving on (a language switch, a tab) does not flag the untouched form.
  const checkTyped = (name: 'mobile' | 'code') => {
    if (current()[name] !== '') fields.check([name]);
  };
  const requestCode = async () => {
    // The mobile's own message is shown under it.
    if (!fields.check(['mobile'])) return;
    if (await countdown.trigger()) toastSuccess('auth.code.sent');
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fields.check(['mobile', 'code'])) return;
    setError(null);
    try {
      onSignedIn(
        await login.mutateAsync({ user: fullMobile(values.areaCode, values.mobile), smsCode: values.code }),
      );
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="sms-login-form">
      <MobileInputs
        areaCode={values.areaCode}
        mobile={values.mobile}
        error={errors.mobile}
        onAreaCode={(areaCode) => {
          change('areaCode', areaCode);
          if (current().mobile !== '') fields.check(['mobile']);
        }}
        onMobile={(mobile) => change('mobile', mobile)}
        onBlur={() => checkTyped('mobile')}
      />
      <CodeInputs
        code={values.code}
        error={errors.code}
        countdown={countdown}
        onCode={(code) => change('code', code)}
        onBlur={() => checkTyped('code')}
        onSend={() => void requestCode()}
      />
      <SignInSubmit error={error} loading={login.isPending} testId="sms-login-submit" />
    </form>
  );
}
