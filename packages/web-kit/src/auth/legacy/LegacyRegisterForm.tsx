import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Form } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authApi, usersApi } from '@fleetkey/api-client';
import { registrationSchema, REGISTRATION_REDIRECT_MS } from '@fleetkey/contract';
import { useApiClient } from '../../providers/console-context';
import { CaptchaField } from '../CaptchaField';
import { CodeField } from '../CodeField';
import { fullMobile } from '../countries';
import { MobileField } from '../MobileField';
import { NewPasswordFields } from '../NewPasswordFields';
import { useAuthFeedback } from '../use-auth-feedback';
import { useCodeCaptcha } from '../use-code-captcha';
import { useRetranslatedErrors } from '../../forms/use-retranslated-errors';
import { FormErrorAlert } from '../../forms/FormErrorAlert';
import { UsernameField } from './UsernameField';

interface Values {
  username: string;
  newPassword: string;
  confirmPassword: string;
  areaCode: string;
  mobile: string;
  code: string;
}

const RECEIVER = ['mobile'];

/**
 * The classic register form (licence-portal.md §2; the IoT console's first-style registration): user
 * name, password and confirmation, mobile and its registerCode, in one step through `POST /users`. On
 * success the button reads "registered" and the caller's `onDone` runs 1.5 s later (back to sign-in).
 */
export function LegacyRegisterForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const api = useApiClient();
  const [form] = Form.useForm<Values>();
  useRetranslatedErrors(form);
  const { errorText } = useAuthFeedback();
  const [registered, setRegistered] = useState(false);
  const leave = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(leave.current), []);

  const { captcha, withAnswer } = useCodeCaptcha(form);
  const send = useCallback(() => {
    const values = form.getFieldsValue(['areaCode', 'mobile']) as Values;
    return withAnswer((answer) =>
      authApi(api).smsCode(fullMobile(values.areaCode, values.mobile), 'registerCode', answer),
    );
  }, [api, form, withAnswer]);

  const register = useMutation({
    mutationFn: (values: Values) =>
      usersApi(api).register(
        registrationSchema.parse({
          smsCode: values.code,
          data: {
            username: values.username,
            mobile: fullMobile(values.areaCode, values.mobile),
            password: values.newPassword,
            pushable: 0,
          },
        }),
      ),
    onSuccess: () => {
      setRegistered(true);
      leave.current = setTimeout(onDone, REGISTRATION_REDIRECT_MS);
    },
    meta: { silentError: true },
  });

  return (
    <Form
      form={form}
      size="large"
      onFinish={(values) => register.mutate(values)}
      onValuesChange={() => {
        if (register.isError) register.reset();
      }}
      disabled={registered}
      data-testid="legacy-register-form"
    >
      <UsernameField />
      <NewPasswordFields placeholderKey="auth.fields.password" />
      <MobileField mustBeFree />
      <CaptchaField captcha={captcha} required={false} />
      <CodeField receiverFields={RECEIVER} send={send} />
      <FormErrorAlert text={register.isError ? errorText(register.error) : null} testId="register-error" />
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={register.isPending}
        icon={registered ? <CheckCircleOutlined /> : undefined}
        data-testid="legacy-register-submit"
      >
        {t(registered ? 'auth.legacy.registered' : 'auth.legacy.submitRegister')}
      </Button>
    </Form>
  );
}
