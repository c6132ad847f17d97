import { useMemo, useState } from 'react';
import { Button, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PermissionItem } from '@fleetkey/contract';
import { LoadError } from '@fleetkey/web-kit';
import { toChosen, toItems } from './chosen-items';
import { PermissionTabs } from './components/PermissionTabs';
import { PermissionTree } from './components/PermissionTree';
import { useNodeCatalogue } from './hooks/useNodeCatalogue';
import { usePermissionCatalogue } from './hooks/usePermissionCatalogue';
import { flowSections, functionSections, type TreeSection } from './tree-sections';

/**
 * The permission dialog (licence-portal.md §2): tabs Function (the catalogue's permissions) and Flow
 * (the nodes flows are built from, by type), each a tree with "select all" and a read/write permit per
 * line; the default group is shown unticked and disabled. In view mode nothing changes and Cancel/Sure
 * are hidden. Sure answers the role's `permissions` field; items no tab shows are kept as they were.
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
  const nodes = useNodeCatalogue();
  const [chosen, setChosen] = useState(() => toChosen(value));
  const readOnly = mode === 'view';
  const sections = useMemo(
    () => (catalogue.data ? functionSections(catalogue.data.result, t) : []),
    [catalogue.data, t],
  );
  const flows = useMemo(() => (nodes.data ? flowSections(nodes.data.result, t) : []), [nodes.data, t]);

  const tab = (
    name: string,
    query: typeof catalogue | typeof nodes,
    tree: readonly TreeSection[],
    emptyText: string,
  ) =>
    query.isError ? (
      <LoadError error={query.error} onRetry={() => void query.refetch()} />
    ) : query.isPending ? (
      <div data-testid={`permission-loading-${name}`}>
        <Spin />
      </div>
    ) : (
      <PermissionTree
        name={name}
        sections={tree}
        chosen={chosen}
        readOnly={readOnly}
        emptyText={emptyText}
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
        <PermissionTabs
          functionTab={tab('function', catalogue, sections, t('permissionsAdmin.dialog.noPermissions'))}
          flowTab={tab('flow', nodes, flows, t('permissionsAdmin.dialog.noNodes'))}
        />
      </div>
    </Modal>
  );
}
