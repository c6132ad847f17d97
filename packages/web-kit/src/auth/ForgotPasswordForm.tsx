import { useCallback } from 'react';
import { Button, Form } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authApi } from '@fleetkey/api-client';
import { useApiClient } from '../providers/console-context';
import { CodeField } from './CodeField';
import { fullMobile } from './countries';
import { MobileField } from './MobileField';
import { NewPasswordFields } from './NewPasswordFields';
import { useAuthFeedback } from './use-auth-feedback';
import { useRetranslatedErrors } from '../forms/use-retranslated-errors';
import { FormErrorAlert } from '../forms/FormErrorAlert';

interface Values {
  areaCode: string;
  mobile: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
}

const RECEIVER = ['mobile'];

/**
 * Forgot password: mobile with calling code, a changePasswordCode with its countdown, a new strong
 * password and its confirmation. The licence portal resets with `PUT /auth/reset_password?code`, the IoT
 * console with `POST /auth/reset_password`; on success the caller returns to sign-in with a message.
 */
export function ForgotPasswordForm({ flavour, onDone }: { flavour: 'licence' | 'iot'; onDone: () => void }) {
  const { t } = useTranslation();
  const api = useApiClient();
  const [form] = Form.useForm<Values>();
  useRetranslatedErrors(form);
  const { errorText } = useAuthFeedback();

  const send = useCallback(() => {
    const values = form.getFieldsValue(['areaCode', 'mobile']) as Values;
    const mobile = fullMobile(values.areaCode, values.mobile);
    return flavour === 'iot'
      ? authApi(api).iotSmsCode(mobile)
      : authApi(api).smsCode(mobile, 'changePasswordCode');
  }, [api, form, flavour]);

  const reset = useMutation({
    mutationFn: (values: Values) => {
      const mobile = fullMobile(values.areaCode, values.mobile);
      return flavour === 'iot'
        ? authApi(api).iotResetPassword({ mobile, code: values.code, password: values.newPassword })
        : authApi(api).resetPassword(values.code, { user: mobile, newPassword: values.newPassword });
    },
    onSuccess: onDone,
    meta: { silentError: true },
  });

  return (
    <Form
      form={form}
      size="large"
      onFinish={(values) => reset.mutate(values)}
      onValuesChange={() => reset.reset()}
      data-testid="forgot-form"
    >
      <MobileField autoFocus />
      <CodeField receiverFields={RECEIVER} send={send} />
      <NewPasswordFields />
      <FormErrorAlert text={reset.isError ? errorText(reset.error) : null} testId="forgot-error" />
      <Button type="primary" htmlType="submit" block loading={reset.isPending} data-testid="forgot-submit">
        {t('auth.forgot.submit')}
      </Button>
    </Form>
  );
}
