import type { ReactNode } from 'react';
import { AuthLayout, Spinner } from '@fleetkey/web-kit';

/** An auth view's frame while its style is still being read from the configuration, or its code loads. */
export function StyleLoading({ titleKey, actions }: { titleKey: string; actions?: ReactNode }) {
  return (
    <AuthLayout titleKey={titleKey} actions={actions}>
      <div
        style={{ display: 'flex', justifyContent: 'center', padding: 32 }}
        data-testid="auth-style-loading"
      >
        <Spinner large />
      </div>
    </AuthLayout>
  );
}
