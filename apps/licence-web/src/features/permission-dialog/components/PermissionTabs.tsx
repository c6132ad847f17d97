import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';

const TAB_LABELS = {
  function: 'permissionsAdmin.dialog.function',
  flow: 'permissionsAdmin.dialog.flow',
} as const;

/**
 * The Function and Flow tabs of a role's permissions (licence-portal.md §2), in the permission dialog and
 * in a licence's view of what it permits; each caller fills the tabs.
 */
export function PermissionTabs({ functionTab, flowTab }: { functionTab: ReactNode; flowTab: ReactNode }) {
  const { t } = useTranslation();
  const tab = (key: keyof typeof TAB_LABELS, children: ReactNode) => ({
    key,
    label: <span data-testid={`permission-tab-${key}`}>{t(TAB_LABELS[key])}</span>,
    children,
  });
  return <Tabs items={[tab('function', functionTab), tab('flow', flowTab)]} />;
}
