import type { ComponentProps } from 'react';
import AntdProviders from '../providers/AntdProviders';
import { SecurityDialog } from './SecurityDialog';

/**
 * The security dialog with antd's providers around it, for the sign-in page that is built without antd:
 * loaded (antd with it) only when an account asks for its SMS code.
 */
export default function SecurityDialogIsland(props: ComponentProps<typeof SecurityDialog>) {
  return (
    <AntdProviders>
      <SecurityDialog {...props} />
    </AntdProviders>
  );
}
