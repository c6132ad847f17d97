import type { ReactNode } from 'react';
import type { AuthStyle } from '@fleetkey/contract';
import { AuthLayout, ForgotPasswordForm, LegacyResetForm } from '@fleetkey/web-kit';
import { StyleLoading } from './StyleLoading';

/**
 * Forgot password in the configured style (iot-console.md §2): the first by user name, the second by
 * mobile with its calling code. `onDone` returns to sign-in with "password reset succeeded".
 */
export function ForgotView({
  style,
  actions,
  backLink,
  onDone,
}: {
  style: AuthStyle | undefined;
  actions: ReactNode;
  backLink: ReactNode;
  onDone: () => void;
}) {
  if (style === undefined) return <StyleLoading titleKey="auth.forgot.title" actions={actions} />;
  return (
    <AuthLayout titleKey="auth.forgot.title" actions={actions}>
      {style === 'first' ? (
        <LegacyResetForm onDone={onDone} />
      ) : (
        <ForgotPasswordForm flavour="iot" onDone={onDone} />
      )}
      {backLink}
    </AuthLayout>
  );
}
