import type { ReactNode } from 'react';
import type { AuthStyle } from '@fleetkey/contract';
import { AuthLayout, LegacyRegisterForm, RegisterWizard } from '@fleetkey/web-kit';
import { WIZARD_HEIGHTS } from '../login-target';
import { StyleLoading } from './StyleLoading';

/**
 * Registration in the configured style (iot-console.md §2): the first is the one-page form that reads
 * "registered" and returns to sign-in after 1.5 s, the second the four-step wizard.
 */
export function RegisterView({
  style,
  actions,
  backLink,
  onSignIn,
}: {
  style: AuthStyle | undefined;
  actions: ReactNode;
  backLink: ReactNode;
  onSignIn: () => void;
}) {
  if (style === undefined) return <StyleLoading titleKey="auth.register.title" actions={actions} />;
  if (style === 'first') {
    return (
      <AuthLayout titleKey="auth.register.title" actions={actions}>
        <LegacyRegisterForm onDone={onSignIn} />
        {backLink}
      </AuthLayout>
    );
  }
  return (
    <RegisterWizard
      withCompanyStep
      heights={WIZARD_HEIGHTS}
      width={560}
      actions={actions}
      onSignIn={onSignIn}
      links={backLink}
    />
  );
}
