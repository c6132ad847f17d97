import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Tooltip } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@fleetkey/api-client';
import type { LoginResult } from '@fleetkey/api-client';
import { CaptchaField } from './CaptchaField';
import { accountForLogin, readRememberedAccount, rememberAccount } from './login-account';
import { factorCodeSent } from './SecurityCodeForm';
import type { PendingFactor } from './SecurityCodeForm';
import { factorMobile, SecurityDialog } from './SecurityDialog';
import { useAuthFeedback } from './use-auth-feedback';
import { useCaptcha } from './use-captcha';
import { useLoginCall } from './use-sign-in';
import { useRetranslatedErrors } from '../forms/use-retranslated-errors';

interface Values {
  account: string;
  password: string;
  captcha?: string;
  remember: boolean;
}

/** Whether a refusal of the administrator sign-in means the captcha is due from now on. */
function asksForCaptcha(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (['CAPTCHA_REQUIRED', 'CAPTCHA_WRONG', 'CAPTCHA_EXPIRED'].includes(error.code)) return true;
  const data = error.data;
  return (
    typeof data === 'object' && data !== null && 'captchaRequired' in data && data.captchaRequired === true
  );
}

/**
 * Password sign-in. The user platform asks for a captcha (single use: a new one after every failure) and
 * may answer "factor check failed", which opens the security dialog; the admin variant has a fixed
 * user-name field and shows the captcha once the server asks for it (after failed sign-ins).
 */
export function PasswordLoginForm({
  admin = false,
  onSignedIn,
}: {
  admin?: boolean;
  onSignedIn: (result: LoginResult) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  useRetranslatedErrors(form);
  const { errorText } = useAuthFeedback();
  const [adminCaptcha, setAdminCaptcha] = useState(false);
  const withCaptcha = !admin || adminCaptcha;
  const captcha = useCaptcha(withCaptcha, admin ? 'admin-login' : 'login');
  const login = useLoginCall(admin);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingFactor | null>(null);
  const [remembered] = useState(readRememberedAccount);

  const submit = async (values: Values) => {
    setError(null);
    const user = admin ? values.account.trim() : accountForLogin(values.account);
    try {
      const result = await login.mutateAsync(
        admin
          ? {
              user,
              password: values.password,
              ...(adminCaptcha
                ? { svgCode: values.captcha?.trim(), svgCodeUUID: captcha.challenge?.uuid }
                : {}),
            }
          : {
              user,
              password: values.password,
              svgCode: values.captcha?.trim(),
              svgCodeUUID: captcha.challenge?.uuid,
              remember: values.remember,
            },
      );
      rememberAccount(values.account, values.remember);
      onSignedIn(result);
    } catch (e) {
      if (withCaptcha) {
        captcha.refresh();
        form.setFieldValue('captcha', '');
      }
      if (admin && asksForCaptcha(e)) setAdminCaptcha(true);
      if (e instanceof ApiError && e.code === 'FACTOR_CHECK_FAILED') {
        rememberAccount(values.account, values.remember);
        setPending({ user, password: values.password, mobile: factorMobile(e), codeSent: factorCodeSent(e) });
        return;
      }
      setError(errorText(e));
    }
  };

  return (
    <>
      <Form
        form={form}
        size="large"
        initialValues={{ account: remembered, remember: remembered !== '' }}
        onFinish={(values) => void submit(values)}
        onValuesChange={() => setError(null)}
        data-testid={admin ? 'admin-login-form' : 'password-login-form'}
      >
        <Form.Item
          name="account"
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input
            autoFocus={remembered === ''}
            prefix={<UserOutlined />}
            autoComplete="username"
            maxLength={64}
            placeholder={t(admin ? 'auth.fields.username' : 'auth.fields.account')}
            data-testid="account-input"
          />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: t('validation.required') }]}>
          <Input.Password
            autoFocus={remembered !== ''}
            prefix={<LockOutlined />}
            autoComplete="current-password"
            placeholder={t('auth.fields.password')}
            data-testid="password-input"
          />
        </Form.Item>
        {withCaptcha && <CaptchaField captcha={captcha} />}
        {!admin && (
          <Form.Item name="remember" valuePropName="checked" style={{ marginBottom: 12 }}>
            <Checkbox data-testid="remember">
              <Tooltip title={t('auth.rememberHint')}>
                <span>{t('auth.remember')}</span>
              </Tooltip>
            </Checkbox>
          </Form.Item>
        )}
        {error && (
          <Alert type="error" showIcon title={error} data-testid="login-error" style={{ marginBottom: 16 }} />
        )}
        <Button type="primary" htmlType="submit" block loading={login.isPending} data-testid="login-submit">
          {t('auth.signIn')}
        </Button>
      </Form>
      <SecurityDialog pending={pending} onCancel={() => setPending(null)} onSignedIn={onSignedIn} />
    </>
  );
}
