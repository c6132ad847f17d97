import { useMemo, useState } from 'react';
import { Button, Modal, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PermissionItem } from '@fleetkey/contract';
import { LoadError } from '@fleetkey/web-kit';
import { toChosen, toItems } from './chosen-items';
import { PermissionTree } from './components/PermissionTree';
import { usePermissionCatalogue } from './hooks/usePermissionCatalogue';
import { functionSections } from './tree-sections';

/**
 * The permission dialog (licence-portal.md §2): tabs Function (the catalogue's permissions) and Flow
 * (node permissions), each a tree with "select all" and a read/write permit per line; the default group
 * is shown unticked and disabled. In view mode nothing changes and Cancel/Sure are hidden. Sure answers
 * the role's `permissions` field; items no tab shows (nodes, until nodes exist) are kept as they were.
 * Shown while mounted: its choice starts from `value` each time it opens.
 */
export function PermissionDialog({
  mode,
  value,
  title,
  onCancel,
  onSure,
}: {
  mode: 'edit' | 'view';
  value: readonly PermissionItem[];
  title?: string;
  onCancel: () => void;
  onSure?: (items: PermissionItem[]) => void;
}) {
  const { t } = useTranslation();
  const catalogue = usePermissionCatalogue();
  const [chosen, setChosen] = useState(() => toChosen(value));
  const readOnly = mode === 'view';
  const sections = useMemo(
    () => (catalogue.data ? functionSections(catalogue.data.result, t) : []),
    [catalogue.data, t],
  );

  const functionTab = catalogue.isError ? (
    <LoadError error={catalogue.error} onRetry={() => void catalogue.refetch()} />
  ) : catalogue.isPending ? (
    <div data-testid="permission-loading">
      <Spin />
    </div>
  ) : (
    <PermissionTree
      name="function"
      sections={sections}
      chosen={chosen}
      readOnly={readOnly}
      emptyText={t('permissionsAdmin.dialog.noPermissions')}
      onChange={setChosen}
    />
  );

  const footer = readOnly
    ? null
    : [
        <Button key="cancel" onClick={onCancel} data-testid="permission-cancel">
          {t('permissionsAdmin.dialog.cancel')}
        </Button>,
        <Button
          key="sure"
          type="primary"
          disabled={!catalogue.isSuccess}
          onClick={() => onSure?.(toItems(chosen))}
          data-testid="permission-sure"
        >
          {t('permissionsAdmin.dialog.sure')}
        </Button>,
      ];

  return (
    <Modal
      open
      title={title ?? t('permissionsAdmin.dialog.title')}
      width={640}
      footer={footer}
      onCancel={onCancel}
    >
      <div data-testid="permission-dialog">
        <Tabs
          items={[
            {
              key: 'function',
              label: (
                <span data-testid="permission-tab-function">{t('permissionsAdmin.dialog.function')}</span>
              ),
              children: functionTab,
            },
            {
              key: 'flow',
              label: <span data-testid="permission-tab-flow">{t('permissionsAdmin.dialog.flow')}</span>,
              // Nodes are not stored yet (a later issue): their groups will come from GET /nodes into the
              // same tree, and a role's node items already pass through unchanged.
              children: (
                <PermissionTree
                  name="flow"
                  sections={[]}
                  chosen={chosen}
                  readOnly={readOnly}
                  emptyText={t('permissionsAdmin.dialog.noNodes')}
                  onChange={setChosen}
                />
              ),
            },
          ]}
        />
      </div>
    </Modal>
  );
}
