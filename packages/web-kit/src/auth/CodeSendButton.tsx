import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import type { CodeCountdown } from './use-code-countdown';

/**
 * The "get code" button beside a code input: busy while the code is being sent, then disabled and
 * counting down (`resendText`, which carries the seconds) until another code may be asked for.
 */
export function CodeSendButton({
  countdown,
  onSend,
  sendText,
  resendText,
  ...button
}: Omit<ButtonProps, 'onClick' | 'disabled' | 'loading' | 'children'> & {
  countdown: Pick<CodeCountdown, 'remaining' | 'sending'>;
  onSend: () => void;
  sendText: ReactNode;
  resendText: ReactNode;
}) {
  const waiting = countdown.remaining > 0;
  return (
    <Button {...button} disabled={waiting} loading={countdown.sending} onClick={onSend}>
      {waiting ? resendText : sendText}
    </Button>
  );
}
