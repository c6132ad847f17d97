import { useCallback, useState } from 'react';
import { Button, Form, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authApi } from '@fleetkey/api-client';
import { useApiClient } from '../../providers/console-context';
import { CodeField } from '../CodeField';
import { NewPasswordFields } from '../NewPasswordFields';
import { useAuthFeedback } from '../use-auth-feedback';
import { useRetranslatedErrors } from '../../forms/use-retranslated-errors';
import { FormErrorAlert } from '../../forms/FormErrorAlert';
import { UsernameField } from './UsernameField';

interface Values {
  username: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
}

const RECEIVER = ['username'];

/**
 * The classic reset-password form (licence-portal.md §2; the IoT console's first-style forgot-password):
 * user name, a code sent to that account's mobile (`GET /auth/recover_password`), a new password and its
 * confirmation, reset through `PUT /auth/reset_password?code`. The caller returns to sign-in on success.
 */
export function LegacyResetForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const api = useApiClient();
  const [form] = Form.useForm<Values>();
  useRetranslatedErrors(form);
  const { errorText } = useAuthFeedback();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = useCallback(async () => {
    setSentTo(null);
    const username = String(form.getFieldValue('username') ?? '');
    const { receiver } = await authApi(api).recoverPassword(username);
    setSentTo(receiver);
  }, [api, form]);

  const reset = useMutation({
    mutationFn: (values: Values) =>
      authApi(api).resetPassword(values.code, { user: values.username, newPassword: values.newPassword }),
    onSuccess: onDone,
    meta: { silentError: true },
  });

  return (
    <Form
      form={form}
      size="large"
      onFinish={(values) => reset.mutate(values)}
      onValuesChange={() => {
        if (reset.isError) reset.reset();
      }}
      data-testid="legacy-reset-form"
    >
      <Typography.Paragraph type="secondary">{t('auth.legacy.resetHint')}</Typography.Paragraph>
      <UsernameField />
      <CodeField receiverFields={RECEIVER} send={send} />
      {sentTo && (
        <Typography.Paragraph type="secondary" data-testid="code-sent-to" style={{ marginTop: -12 }}>
          {t('auth.legacy.sentTo', { receiver: sentTo })}
        </Typography.Paragraph>
      )}
      <NewPasswordFields />
      <FormErrorAlert text={reset.isError ? errorText(reset.error) : null} testId="reset-error" />
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={reset.isPending}
        data-testid="legacy-reset-submit"
      >
        {t('auth.legacy.submitReset')}
      </Button>
    </Form>
  );
}
