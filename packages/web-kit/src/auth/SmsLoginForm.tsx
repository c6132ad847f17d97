import { useCallback, useState } from 'react';
import { Alert, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { authApi } from '@fleetkey/api-client';
import type { LoginResult } from '@fleetkey/api-client';
import { DEFAULT_AREA_CODE } from '@fleetkey/contract';
import { useApiClient } from '../providers/console-context';
import { CodeField } from './CodeField';
import { fullMobile } from './countries';
import { MobileField } from './MobileField';
import { useAuthFeedback } from './use-auth-feedback';
import { useLoginCall } from './use-sign-in';
import { useRetranslatedErrors } from '../forms/use-retranslated-errors';

interface Values {
  areaCode: string;
  mobile: string;
  code: string;
}

const RECEIVER = ['mobile'];

/** Passwordless sign-in: mobile with calling code, and a loginCode sent by SMS. */
export function SmsLoginForm({ onSignedIn }: { onSignedIn: (result: LoginResult) => void }) {
  const { t } = useTranslation();
  const api = useApiClient();
  const [form] = Form.useForm<Values>();
  useRetranslatedErrors(form);
  const { errorText } = useAuthFeedback();
  const login = useLoginCall(false);
  const [error, setError] = useState<string | null>(null);

  const send = useCallback(() => {
    const { areaCode, mobile } = form.getFieldsValue(['areaCode', 'mobile']) as Values;
    return authApi(api).smsCode(fullMobile(areaCode ?? DEFAULT_AREA_CODE, mobile), 'loginCode');
  }, [api, form]);

  const submit = async (values: Values) => {
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
    <Form
      form={form}
      size="large"
      onFinish={(values) => void submit(values)}
      onValuesChange={() => setError(null)}
      data-testid="sms-login-form"
    >
      <MobileField autoFocus />
      <CodeField receiverFields={RECEIVER} send={send} />
      {error && (
        <Alert type="error" showIcon title={error} data-testid="login-error" style={{ marginBottom: 16 }} />
      )}
      <Button type="primary" htmlType="submit" block loading={login.isPending} data-testid="sms-login-submit">
        {t('auth.signIn')}
      </Button>
    </Form>
  );
}
