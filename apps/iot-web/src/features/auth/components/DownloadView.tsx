import type { ReactNode } from 'react';
import { AuthLayout, ClientDownloadPanel } from '@fleetkey/web-kit';

/** The auth container's client-download view: the downloads, then the way back to sign-in. */
export function DownloadView({ backLink }: { backLink: ReactNode }) {
  return (
    <AuthLayout titleKey="auth.download.title">
      <ClientDownloadPanel />
      {backLink}
    </AuthLayout>
  );
}
