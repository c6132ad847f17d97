import { Form, Input, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_LENGTH } from '@fleetkey/contract';
import { svgDataUrl } from './use-captcha';
import type { useCaptcha } from './use-captcha';

const IMAGE = { width: 120, height: 40 };

/**
 * The captcha input and its image (click for a new one); `data-uuid` names the challenge shown, and
 * `aria-busy` says a new one is on its way (the old image stays, dimmed, until it comes).
 */
export function CaptchaField({
  captcha,
  testId = 'captcha',
  required = true,
}: {
  captcha: ReturnType<typeof useCaptcha>;
  /** Prefix of the test ids (`<testId>-input`, `-image`, `-refresh`). */
  testId?: string;
  /**
   * Whether submitting the form needs it. A sign-up's captcha guards only the code request (the server
   * answers CAPTCHA_REQUIRED there), so the form itself submits without it.
   */
  required?: boolean;
}) {
  const { t } = useTranslation();
  const { challenge } = captcha;
  let image;
  if (challenge) {
    image = (
      <img
        src={svgDataUrl(challenge.svgCode)}
        alt={t('auth.fields.captcha')}
        data-uuid={challenge.uuid}
        aria-busy={captcha.loading}
        data-testid={`${testId}-image`}
        style={{ ...IMAGE, display: 'block', opacity: captcha.loading ? 0.4 : 1 }}
      />
    );
  } else {
    image = (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t(captcha.failed ? 'auth.captchaFailed' : 'auth.captchaLoading')}
      </Typography.Text>
    );
  }
  return (
    <Form.Item required={required}>
      <Space.Compact block>
        <Form.Item
          name="captcha"
          noStyle
          rules={required ? [{ required: true, whitespace: true, message: t('validation.required') }] : []}
        >
          <Input
            maxLength={CAPTCHA_LENGTH + 4}
            autoComplete="off"
            placeholder={t('auth.fields.captcha')}
            data-testid={`${testId}-input`}
          />
        </Form.Item>
        <Tooltip title={t('auth.captchaHint')}>
          <button
            type="button"
            onClick={captcha.refresh}
            aria-label={t('auth.captchaHint')}
            data-testid={`${testId}-refresh`}
            style={{
              ...IMAGE,
              flex: 'none',
              padding: 0,
              border: '1px solid #d9d9d9',
              borderLeft: 'none',
              borderRadius: '0 6px 6px 0',
              background: '#fafafa',
              cursor: 'pointer',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              overflow: 'hidden',
              boxSizing: 'content-box',
            }}
          >
            {image}
          </button>
        </Tooltip>
      </Space.Compact>
    </Form.Item>
  );
}
