import { useCallback, useEffect } from 'react';
import { Form, Space, Typography } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@fleetkey/api-client';
import type { LoginResult } from '@fleetkey/api-client';
import { securityCodeSchema } from '@fleetkey/contract';
import { CodeDigitsItem } from './CodeDigitsItem';
import { CaptchaField } from './CaptchaField';
import { factorCodeSent } from './factor-check';
import type { PendingFactor } from './factor-check';
import { useAuthFeedback } from './use-auth-feedback';
import { useCaptcha } from './use-captcha';
import { useCodeCountdown } from './use-code-countdown';
import { CodeSendButton } from './CodeSendButton';
import { useLoginCall } from './use-sign-in';
import { useRetranslatedErrors } from '../forms/use-retranslated-errors';

/**
 * The security dialog's fields: the SMS code with a resend button and its 60-s countdown. A new code is
 * sent by signing in again with the password, which the server only takes with a captcha, so the captcha
 * shows once the countdown is over. A failed resend clears the countdown and reports the mapped error.
 */
export function SecurityCodeForm({
  form,
  pending,
  onSubmit,
  onSignedIn,
  onError,
}: {
  form: FormInstance<{ smsCode: string }>;
  pending: PendingFactor;
  onSubmit: (smsCode: string) => void;
  onSignedIn: (result: LoginResult) => void;
  /** A resend failed: the mapped error text (null clears it). */
  onError: (text: string | null) => void;
}) {
  const { t } = useTranslation();
  const { errorText, toastSuccess } = useAuthFeedback();
  const [captchaForm] = Form.useForm<{ captcha: string }>();
  useRetranslatedErrors(form);
  useRetranslatedErrors(captchaForm);
  const login = useLoginCall(false);
  // Fetched on opening, shown when a resend is possible.
  const captcha = useCaptcha(true, 'security');
  const svgCodeUUID = captcha.challenge?.uuid;

  const send = useCallback(async () => {
    const svgCode = String(captchaForm.getFieldValue('captcha') ?? '').trim();
    try {
      // A browser remembered in the meantime signs straight in.
      onSignedIn(
        await login.mutateAsync({ user: pending.user, password: pending.password, svgCode, svgCodeUUID }),
      );
    } catch (e) {
      if (!(e instanceof ApiError && e.code === 'FACTOR_CHECK_FAILED')) throw e;
      // The server keeps the minute's code instead of sending another: the flow-control answer says so.
      if (!factorCodeSent(e)) throw new ApiError(429, 'CODE_FLOW_MINUTE', e.message);
    }
  }, [captchaForm, login, pending, onSignedIn, svgCodeUUID]);
  const reportError = useCallback((error: unknown) => onError(errorText(error)), [onError, errorText]);
  const countdown = useCodeCountdown(send, reportError);
  const { start } = countdown;

  useEffect(() => {
    if (pending.codeSent) start();
  }, [pending.codeSent, start]);

  const resend = async () => {
    try {
      await captchaForm.validateFields();
    } catch {
      return; // The captcha's own message is shown under it.
    }
    onError(null);
    const sent = await countdown.trigger();
    // Each captcha is single use, whatever the answer was.
    captcha.refresh();
    captchaForm.resetFields();
    if (sent) toastSuccess('auth.code.sent');
  };

  return (
    <>
      <Form form={form} onFinish={({ smsCode }) => onSubmit(smsCode)} data-testid="security-dialog">
        <Form.Item required>
          <Space.Compact block>
            <CodeDigitsItem
              name="smsCode"
              schema={securityCodeSchema}
              autoFocus
              placeholder={t('auth.fields.code')}
              testId="security-code-input"
            />
            <CodeSendButton
              // Fixed width: the countdown text must not resize the input beside it.
              style={{ width: 132, flex: 'none' }}
              countdown={countdown}
              onSend={() => void resend()}
              sendText={t('auth.security.resend')}
              resendText={t('auth.code.resend', { seconds: countdown.remaining })}
              data-testid="security-resend"
            />
          </Space.Compact>
        </Form.Item>
      </Form>
      {countdown.remaining === 0 && (
        <Form form={captchaForm} onFinish={() => void resend()} data-testid="security-captcha-form">
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {t('auth.security.captchaHint')}
          </Typography.Paragraph>
          <CaptchaField captcha={captcha} testId="security-captcha" />
        </Form>
      )}
    </>
  );
}
