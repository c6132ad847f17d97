import { Input } from 'antd';
import type { InputProps } from 'antd';
import { PAY_PASSWORD_LENGTH } from '../money-input';

/** A six-digit payment password field (digits keyboard on phones, never remembered by the browser). */
export function PayPasswordInput(props: Omit<InputProps, 'type'>) {
  return (
    <Input.Password
      {...props}
      inputMode="numeric"
      maxLength={PAY_PASSWORD_LENGTH}
      autoComplete="new-password"
      style={{ maxWidth: 200 }}
    />
  );
}
