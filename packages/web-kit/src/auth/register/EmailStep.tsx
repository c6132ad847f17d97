import { useCallback } from 'react';
import { Button, Checkbox, Flex, Form, Input, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { authApi } from '@fleetkey/api-client';
import { emailSchema, EMAIL_MAX } from '@fleetkey/contract';
import { zodRule } from '../../forms/zod-rule';
import { useApiClient } from '../../providers/console-context';
import { CaptchaField } from '../CaptchaField';
import { CodeField } from '../CodeField';
import { useStepCheck } from './use-step-check';
import { useCodeCaptcha } from '../use-code-captcha';
import { useTakenRule } from '../use-taken-rule';
import { useRetranslatedErrors } from '../../forms/use-retranslated-errors';
import { FormErrorAlert } from '../../forms/FormErrorAlert';

/** Step 2's fields; skipping leaves the e-mail out. */
export interface EmailValues {
  email?: string;
  mailCode?: string;
  pushable: boolean;
}

const RECEIVER = ['email'];

/** Registration step 2: an optional e-mail with its code and the push choice; bind, skip or back. */
export function EmailStep({
  initial,
  busy,
  error: outerError,
  onBack,
  onDone,
  onEdit,
}: {
  initial: EmailValues;
  /** Every change of the fields, for the wizard's draft. */
  onEdit: (values: EmailValues) => void;
  /** The registration is being sent (the licence portal finishes here). */
  busy: boolean;
  error: string | null;
  onBack: () => void;
  onDone: (values: EmailValues) => void;
}) {
  const { t } = useTranslation();
  const api = useApiClient();
  const [form] = Form.useForm<EmailValues>();
  useRetranslatedErrors(form);
  const { checking, error, clearError, check } = useStepCheck();
  const typed = emailSchema.safeParse(Form.useWatch('email', form) ?? '');
  const takenRule = useTakenRule(form, 'email', 'email', typed.success ? typed.data : undefined);

  const { captcha, withAnswer } = useCodeCaptcha(form);
  const send = useCallback(() => {
    const email = String(form.getFieldValue('email') ?? '');
    return withAnswer((answer) => authApi(api).emailCode(email, 'registerCode', answer));
  }, [api, form, withAnswer]);

  const bind = (values: EmailValues) =>
    check(async () => {
      const email = (values.email ?? '').trim().toLowerCase();
      await authApi(api).checkCode({
        receiver: email,
        code: values.mailCode ?? '',
        type: 'email',
        codeType: 'registerCode',
      });
      onDone({ email, mailCode: values.mailCode, pushable: values.pushable });
    });

  const shown = error ?? outerError;
  return (
    <Form
      form={form}
      size="large"
      initialValues={initial}
      onFinish={(values) => void bind(values)}
      onValuesChange={(_changed, values: EmailValues) => {
        clearError();
        onEdit(values);
      }}
      data-testid="register-email"
    >
      <Typography.Paragraph type="secondary">{t('auth.register.emailHint')}</Typography.Paragraph>
      <Form.Item name="email" rules={[zodRule(emailSchema, t), takenRule]} validateTrigger="onBlur">
        <Input
          autoFocus
          prefix={<MailOutlined />}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          placeholder={t('auth.fields.email')}
          data-testid="email-input"
        />
      </Form.Item>
      <CaptchaField captcha={captcha} required={false} />
      <CodeField
        name="mailCode"
        receiverFields={RECEIVER}
        send={send}
        placeholderKey="auth.fields.emailCode"
        sentKey="auth.code.emailSent"
        testId="email-code"
      />
      <Form.Item name="pushable" valuePropName="checked">
        <Checkbox data-testid="pushable">{t('auth.register.pushable')}</Checkbox>
      </Form.Item>
      <FormErrorAlert text={shown} testId="register-error" />
      <Flex gap={12}>
        <Button onClick={onBack} disabled={busy || checking} data-testid="register-back">
          {t('auth.register.back')}
        </Button>
        <Button
          onClick={() => onDone({ pushable: Boolean(form.getFieldValue('pushable')) })}
          disabled={checking}
          loading={busy && !checking}
          data-testid="register-skip"
        >
          {t('auth.register.skip')}
        </Button>
        <Button
          type="primary"
          htmlType="submit"
          style={{ flex: 1 }}
          loading={checking || busy}
          data-testid="register-bind"
        >
          {t('auth.register.bind')}
        </Button>
      </Flex>
    </Form>
  );
}
