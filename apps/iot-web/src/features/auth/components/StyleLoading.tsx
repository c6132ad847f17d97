import type { ReactNode } from 'react';
import { Flex, Spin } from 'antd';
import { AuthLayout } from '@fleetkey/web-kit';

/** An auth view's frame while its style is still being read from the configuration, or its code loads. */
export function StyleLoading({ titleKey, actions }: { titleKey: string; actions?: ReactNode }) {
  return (
    <AuthLayout titleKey={titleKey} actions={actions}>
      <Flex justify="center" style={{ padding: 32 }} data-testid="auth-style-loading">
        <Spin />
      </Flex>
    </AuthLayout>
  );
}
