import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CodeSendButton } from './CodeSendButton';

const button = (remaining: number, sending = false, onSend = vi.fn()) => {
  render(
    <CodeSendButton
      countdown={{ remaining, sending }}
      onSend={onSend}
      sendText="Get code"
      resendText={`Again in ${remaining} s`}
      data-testid="send"
    />,
  );
  return screen.getByTestId<HTMLButtonElement>('send');
};

describe('CodeSendButton', () => {
  it('offers a code while no countdown runs, and sends on click', () => {
    const onSend = vi.fn();
    const sendButton = button(0, false, onSend);
    expect(sendButton.textContent).toBe('Get code');
    fireEvent.click(sendButton);
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('is disabled and shows the seconds left while the countdown runs', () => {
    const onSend = vi.fn();
    const waiting = button(42, false, onSend);
    expect(waiting.textContent).toBe('Again in 42 s');
    expect(waiting.disabled).toBe(true);
    fireEvent.click(waiting);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('shows it is busy while the code is being sent', () => {
    expect(button(60, true).className).toContain('ant-btn-loading');
  });
});
