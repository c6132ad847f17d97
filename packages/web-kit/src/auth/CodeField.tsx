import { useCallback } from 'react';
import { Form, Space } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useTranslation } from 'react-i18next';
import { verificationCodeSchema } from '@fleetkey/contract';
import { CodeDigitsItem } from './CodeDigitsItem';
import { useAuthFeedback } from './use-auth-feedback';
import { useCodeCountdown } from './use-code-countdown';
import { CodeSendButton } from './CodeSendButton';

export interface CodeFieldProps {
  /** Form field of the code. */
  name?: string;
  /** Fields that must be valid before a code is requested (the receiver). */
  receiverFields: NamePath[];
  /** Requests the code; a failure clears the countdown and shows the mapped error. */
  send: () => Promise<unknown>;
  placeholderKey?: string;
  sentKey?: string;
  testId?: string;
}

/** The 6-digit code input with its "get code" button and 60-s countdown. */
export function CodeField({
  name = 'code',
  receiverFields,
  send,
  placeholderKey = 'auth.fields.code',
  sentKey = 'auth.code.sent',
  testId = 'code',
}: CodeFieldProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const { toastError, toastSuccess } = useAuthFeedback();
  const countdown = useCodeCountdown(send, toastError);
  const request = useCallback(async () => {
    try {
      await form.validateFields(receiverFields);
    } catch {
      return; // The receiver's own message is shown under its field.
    }
    if (await countdown.trigger()) toastSuccess(sentKey);
  }, [form, receiverFields, countdown, toastSuccess, sentKey]);

  return (
    <Form.Item required>
      <Space.Compact block>
        <CodeDigitsItem
          name={name}
          schema={verificationCodeSchema}
          validateTrigger="onBlur"
          placeholder={t(placeholderKey)}
          testId={`${testId}-input`}
        />
        <CodeSendButton
          // Fixed width: the countdown text must not resize the input beside it.
          style={{ width: 132, flex: 'none' }}
          countdown={countdown}
          onSend={() => void request()}
          sendText={t('auth.code.send')}
          resendText={t('auth.code.resend', { seconds: countdown.remaining })}
          data-testid={`${testId}-send`}
        />
      </Space.Compact>
    </Form.Item>
  );
}
