import { useState } from 'react';
import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import { Icon } from './Icon';
import './light-ui.css';

// The sign-in page's controls in plain React: the few antd looks it needs (see light-ui.css).

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'default' | 'primary' | 'text';
  large?: boolean;
  block?: boolean;
  loading?: boolean;
  icon?: ReactNode;
  'data-testid'?: string;
}

/** A button in antd's default, primary or text style; `loading` shows a spinner and blocks clicks. */
export function Button({
  variant = 'default',
  large,
  block,
  loading,
  icon,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = ['fk-btn', `fk-btn-${variant}`, large && 'fk-btn-lg', block && 'fk-btn-block'];
  if (loading) classes.push('fk-btn-loading');
  if (className) classes.push(className);
  return (
    <button type={type} className={classes.filter(Boolean).join(' ')} aria-busy={loading} {...rest}>
      {loading ? <span className="fk-spin" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}

/** A round spinner; `large` for a page or a card that waits. */
export function Spinner({ large = false }: { large?: boolean }) {
  return <span className={large ? 'fk-spin fk-spin-large' : 'fk-spin'} role="status" aria-busy="true" />;
}

/** A form row: its control(s), then the error text under them (in the space the row keeps free below). */
export function Field({ error, children }: { error?: string | null; children: ReactNode }) {
  return (
    <div className={error ? 'fk-field fk-field-invalid' : 'fk-field'}>
      {children}
      {error && (
        <div className="fk-field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'prefix'> {
  value: string;
  onChange: (value: string) => void;
  prefix?: ReactNode;
  'data-testid'?: string;
}

/** A large text input with an optional prefix icon; `type="password"` adds the show/hide eye. */
export function TextInput({ value, onChange, prefix, type = 'text', ...rest }: TextInputProps) {
  const [shown, setShown] = useState(false);
  const password = type === 'password';
  return (
    <span className="fk-input">
      {prefix && <span className="fk-input-affix">{prefix}</span>}
      <input
        type={password && shown ? 'text' : type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      />
      {password && (
        <button
          type="button"
          className="fk-input-toggle"
          aria-pressed={shown}
          // Keeps the focus in the input, as antd's eye does.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setShown((now) => !now)}
          tabIndex={-1}
        >
          <Icon svg={shown ? EyeOutlined : EyeInvisibleOutlined} />
        </button>
      )}
    </span>
  );
}

/** A checkbox with its label. */
export function Checkbox({
  checked,
  onChange,
  children,
  'data-testid': testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <label className="fk-checkbox">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
      />
      {children}
    </label>
  );
}

/** An error banner with its icon. */
export function ErrorAlert({ text, 'data-testid': testId }: { text: string; 'data-testid'?: string }) {
  return (
    <div className="fk-alert" role="alert" data-testid={testId}>
      <Icon svg={CloseCircleFilled} />
      <span>{text}</span>
    </div>
  );
}
