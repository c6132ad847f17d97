import { useState } from 'react';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@fleetkey/api-client';
import type { LoginResult } from '@fleetkey/api-client';
import { CODE_LENGTH, securityCodeSchema } from '@fleetkey/contract';
import { zodRule } from '../forms/zod-rule';
import { useAuthFeedback } from './use-auth-feedback';
import { useLoginCall } from './use-sign-in';

/** The account waiting for its security code: what was typed, and the masked mobile the server named. */
export interface PendingFactor {
  user: string;
  password: string;
  mobile: string;
}

/** The masked mobile of a FACTOR_CHECK_FAILED answer (`data.mobile`), or ''. */
export function factorMobile(error: ApiError): string {
  const data = error.data;
  if (typeof data === 'object' && data !== null && 'mobile' in data && typeof data.mobile === 'string') {
    return data.mobile;
  }
  return '';
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

  const submit = async ({ smsCode }: { smsCode: string }) => {
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
    <Modal
      open={pending !== null}
      title={t('auth.security.title')}
      width={418}
      okText={t('auth.security.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={login.isPending}
      onOk={() => form.submit()}
      onCancel={onCancel}
      afterClose={() => {
        form.resetFields();
        setError(null);
      }}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'security-confirm' }}
    >
      <Typography.Paragraph type="secondary">
        {t('auth.security.hint', { mobile: pending?.mobile ?? '' })}
      </Typography.Paragraph>
      <Form form={form} onFinish={(values) => void submit(values)} data-testid="security-dialog">
        <Form.Item
          name="smsCode"
          rules={[zodRule(securityCodeSchema, t)]}
          normalize={(value: string) => value.replace(/\D/g, '')}
        >
          <Input
            autoFocus
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            placeholder={t('auth.fields.code')}
            data-testid="security-code-input"
          />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} data-testid="security-error" />}
      </Form>
    </Modal>
  );
}
