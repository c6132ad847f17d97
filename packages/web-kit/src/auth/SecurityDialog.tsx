import { useState } from 'react';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@fleetkey/api-client';
import type { LoginResult } from '@fleetkey/api-client';
import { ConfirmDialog } from '../forms/ConfirmDialog';
import { SecurityCodeForm } from './SecurityCodeForm';
import type { PendingFactor } from './factor-check';
import { useAuthFeedback } from './use-auth-feedback';
import { useLoginCall } from './use-sign-in';

/** Which hint the dialog shows: a new code, an earlier one still valid, or an earlier one already used. */
function securityHint(pending: PendingFactor | null): string {
  if (pending?.codeSent !== false) return 'auth.security.hint';
  return pending.codeLive ? 'auth.security.hintEarlier' : 'auth.security.hintUsed';
}

/**
 * The mobile security dialog (licence-portal.md §4, §8): the server has sent a code to the account's
 * mobile; the code is posted with the password again (no captcha) and the browser is then remembered.
 */
export function SecurityDialog({
  pending,
  onCancel,
  onSignedIn,
}: {
  pending: PendingFactor | null;
  onCancel: () => void;
  onSignedIn: (result: LoginResult) => void;
}) {
  const { t } = useTranslation();
  const { errorText } = useAuthFeedback();
  const [form] = Form.useForm<{ smsCode: string }>();
  const [error, setError] = useState<string | null>(null);
  const login = useLoginCall(false);

  const submit = async (smsCode: string) => {
    if (!pending) return;
    setError(null);
    try {
      onSignedIn(await login.mutateAsync({ user: pending.user, password: pending.password, smsCode }));
    } catch (e) {
      // A code problem says what is wrong with the code; anything else is the spec's general failure.
      setError(
        e instanceof ApiError && e.code.startsWith('CODE_') ? errorText(e) : t('auth.security.failed'),
      );
    }
  };

  return (
    <ConfirmDialog
      open={pending !== null}
      form={form}
      title={t('auth.security.title')}
      okText={t('auth.security.confirm')}
      cancelText={t('common.cancel')}
      busy={login.isPending}
      error={error}
      testIds={{ ok: 'security-confirm', error: 'security-error' }}
      onCancel={onCancel}
      onClosed={() => setError(null)}
    >
      <Typography.Paragraph type="secondary">
        {t(securityHint(pending), { mobile: pending?.mobile ?? '' })}
      </Typography.Paragraph>
      {pending && (
        <SecurityCodeForm
          form={form}
          pending={pending}
          onSubmit={(smsCode) => void submit(smsCode)}
          onSignedIn={onSignedIn}
          onError={setError}
        />
      )}
    </ConfirmDialog>
  );
}
