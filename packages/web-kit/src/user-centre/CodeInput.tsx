import { useCallback } from 'react';
import { App, Form, Space } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useTranslation } from 'react-i18next';
import { verificationCodeSchema } from '@fleetkey/contract';
import { CodeDigitsItem } from '../auth/CodeDigitsItem';
import { useCodeCountdown } from '../auth/use-code-countdown';
import { CodeSendButton } from '../auth/CodeSendButton';
import { useShowError } from '../providers/console-context';

/**
 * The 6-digit code field of a contact change, with its "get code" button: the receiver fields are
 * validated first, the button counts down 60 s, and a failed send clears the countdown and says why.
 */
export function CodeInput({
  receiverFields,
  send,
  sentKey,
}: {
  receiverFields: NamePath[];
  send: () => Promise<unknown>;
  sentKey: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showError = useShowError();
  const form = Form.useFormInstance();
  const report = useCallback((error: unknown) => showError(error, 'codes'), [showError]);
  const countdown = useCodeCountdown(send, report);

  const request = async () => {
    try {
      await form.validateFields(receiverFields);
    } catch {
      return; // The receiver's own message is shown under its field.
    }
    if (await countdown.trigger()) void message.success(t(sentKey));
  };

  return (
    <Form.Item label={t('userCentre.code.placeholder')} required>
      <Space.Compact block>
        <CodeDigitsItem
          name="code"
          schema={verificationCodeSchema}
          placeholder={t('userCentre.code.placeholder')}
          testId="contact-code-input"
        />
        <CodeSendButton
          style={{ width: 140 }}
          countdown={countdown}
          onSend={() => void request()}
          sendText={t('userCentre.code.send')}
          resendText={t('userCentre.code.resend', { seconds: countdown.remaining })}
          data-testid="contact-code-send"
        />
      </Space.Compact>
    </Form.Item>
  );
}
