import { useCallback } from 'react';
import { Button, Checkbox, Form, Input } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { authApi } from '@fleetkey/api-client';
import { agreementSchema, strongPasswordSchema } from '@fleetkey/contract';
import { zodRule } from '../../forms/zod-rule';
import { useApiClient } from '../../providers/console-context';
import { useSiteLinks } from '../../shell/site-links';
import { LegalLink } from './LegalLink';
import { CaptchaField } from '../CaptchaField';
import { CodeField } from '../CodeField';
import { fullMobile } from '../countries';
import { MobileField } from '../MobileField';
import { useStepCheck } from './use-step-check';
import { useCodeCaptcha } from '../use-code-captcha';
import { useRetranslatedErrors } from '../../forms/use-retranslated-errors';
import { FormErrorAlert } from '../../forms/FormErrorAlert';

/** Step 1's fields. */
export interface AccountValues {
  areaCode: string;
  mobile: string;
  smsCode: string;
  password: string;
}

const RECEIVER = ['mobile'];

/** Registration step 1: mobile, SMS code (checked before moving on, not consumed), password, agreement. */
export function AccountStep({
  initial,
  agreed,
  onNext,
  onEdit,
}: {
  initial: Partial<AccountValues>;
  /** The agreement was given before (the step was passed, and the user came back or reloaded). */
  agreed: boolean;
  onNext: (values: AccountValues) => void;
  /** Every change of the fields, for the wizard's draft. */
  onEdit: (values: Partial<AccountValues>) => void;
}) {
  const { t } = useTranslation();
  const api = useApiClient();
  const [form] = Form.useForm<AccountValues & { agreement: boolean }>();
  const links = useSiteLinks();
  useRetranslatedErrors(form);
  const { checking, error, clearError, check } = useStepCheck();

  const { captcha, withAnswer } = useCodeCaptcha(form);
  const send = useCallback(() => {
    const { areaCode, mobile } = form.getFieldsValue(['areaCode', 'mobile']) as AccountValues;
    return withAnswer((answer) => authApi(api).smsCode(fullMobile(areaCode, mobile), 'registerCode', answer));
  }, [api, form, withAnswer]);

  const next = (values: AccountValues) =>
    check(async () => {
      const receiver = fullMobile(values.areaCode, values.mobile);
      await authApi(api).checkCode({
        receiver,
        code: values.smsCode,
        type: 'mobile',
        codeType: 'registerCode',
      });
      onNext({
        areaCode: values.areaCode,
        mobile: values.mobile.trim(),
        smsCode: values.smsCode,
        password: values.password,
      });
    });

  return (
    <Form
      form={form}
      size="large"
      initialValues={{ ...initial, agreement: agreed }}
      onFinish={(values) => void next(values)}
      onValuesChange={(_changed, values: Partial<AccountValues>) => {
        clearError();
        onEdit(values);
      }}
      data-testid="register-account"
    >
      <MobileField autoFocus mustBeFree />
      <CaptchaField captcha={captcha} required={false} />
      <CodeField name="smsCode" receiverFields={RECEIVER} send={send} testId="sms-code" />
      <Form.Item name="password" rules={[zodRule(strongPasswordSchema, t)]} validateTrigger="onBlur">
        <Input.Password
          autoComplete="new-password"
          placeholder={t('auth.fields.password')}
          data-testid="register-password"
        />
      </Form.Item>
      <Form.Item name="agreement" valuePropName="checked" rules={[zodRule(agreementSchema, t)]}>
        <Checkbox data-testid="agreement">
          <Trans
            i18nKey="auth.register.agreement"
            components={{
              1: <LegalLink url={links?.agreementUrl} testId="agreement-link" />,
              3: <LegalLink url={links?.privacyUrl} testId="privacy-link" />,
            }}
          />
        </Checkbox>
      </Form.Item>
      <FormErrorAlert text={error} testId="register-error" />
      <Button type="primary" htmlType="submit" block loading={checking} data-testid="register-next">
        {t('auth.register.next')}
      </Button>
    </Form>
  );
}
