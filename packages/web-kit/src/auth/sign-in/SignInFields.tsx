import { useTranslation } from 'react-i18next';
import { CAPTCHA_LENGTH, CODE_LENGTH } from '@fleetkey/contract';
import { Button, Field, TextInput } from '../../ui/controls';
import type { CodeCountdown } from '../use-code-countdown';
import { svgDataUrl } from '../use-captcha';
import type { useCaptcha } from '../use-captcha';
import { AreaCodeSelect } from './AreaCodeSelect';

// The sign-in forms' compound fields without antd, with the test ids of web-kit's antd fields.

/** Calling code and mobile in one row; `error` is the mobile's error key. */
export function MobileInputs({
  areaCode,
  mobile,
  error,
  onAreaCode,
  onMobile,
  onBlur,
}: {
  areaCode: string;
  mobile: string;
  error?: string;
  onAreaCode: (areaCode: string) => void;
  onMobile: (mobile: string) => void;
  onBlur: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Field error={error && t(error)}>
      <div className="fk-compact">
        <AreaCodeSelect value={areaCode} onChange={onAreaCode} />
        <TextInput
          value={mobile}
          onChange={onMobile}
          onBlur={onBlur}
          autoFocus
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={15}
          placeholder={t('auth.fields.mobile')}
          aria-invalid={Boolean(error)}
          data-testid="mobile-input"
        />
      </div>
    </Field>
  );
}

/** The 6-digit code with its "get code" button and countdown; only digits are taken. */
export function CodeInputs({
  code,
  error,
  countdown,
  onCode,
  onBlur,
  onSend,
}: {
  code: string;
  error?: string;
  countdown: CodeCountdown;
  onCode: (code: string) => void;
  onBlur: () => void;
  onSend: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Field error={error && t(error)}>
      <div className="fk-compact">
        <TextInput
          value={code}
          // Digits only in code boxes (licence-portal.md §5).
          onChange={(value) => onCode(value.replace(/\D/g, ''))}
          onBlur={onBlur}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          placeholder={t('auth.fields.code')}
          aria-invalid={Boolean(error)}
          data-testid="code-input"
        />
        <Button
          large
          // Fixed width: the countdown text must not resize the input beside it.
          style={{ width: 132, flex: 'none' }}
          disabled={countdown.remaining > 0}
          loading={countdown.sending}
          onClick={onSend}
          data-testid="code-send"
        >
          {countdown.remaining > 0
            ? t('auth.code.resend', { seconds: countdown.remaining })
            : t('auth.code.send')}
        </Button>
      </div>
    </Field>
  );
}

/**
 * The captcha input and its image (click for a new one); `data-uuid` names the challenge shown, and
 * `aria-busy` says a new one is on its way (the old image stays, dimmed, until it comes).
 */
export function CaptchaInputs({
  captcha,
  answer,
  error,
  onAnswer,
}: {
  captcha: ReturnType<typeof useCaptcha>;
  answer: string;
  error?: string;
  onAnswer: (answer: string) => void;
}) {
  const { t } = useTranslation();
  const { challenge } = captcha;
  return (
    <Field error={error && t(error)}>
      <div className="fk-compact">
        <TextInput
          value={answer}
          onChange={onAnswer}
          maxLength={CAPTCHA_LENGTH + 4}
          autoComplete="off"
          placeholder={t('auth.fields.captcha')}
          aria-invalid={Boolean(error)}
          data-testid="captcha-input"
        />
        <button
          type="button"
          className="fk-captcha fk-tip"
          data-tip={t('auth.captchaHint')}
          onClick={captcha.refresh}
          aria-label={t('auth.captchaHint')}
          data-testid="captcha-refresh"
        >
          {challenge ? (
            <img
              src={svgDataUrl(challenge.svgCode)}
              alt={t('auth.fields.captcha')}
              data-uuid={challenge.uuid}
              aria-busy={captcha.loading}
              data-testid="captcha-image"
            />
          ) : (
            t(captcha.failed ? 'auth.captchaFailed' : 'auth.captchaLoading')
          )}
        </button>
      </div>
    </Field>
  );
}
