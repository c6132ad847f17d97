import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminPermissionKey } from '@fleetkey/contract';
import { Allowed } from '../admin-access/Allowed';

/**
 * A manage list row's Edit and Delete links (texts `edit` and `delete` under `scope`, test ids
 * `{testPrefix}-edit-{id}` and `-delete-{id}`), with the write permission; `children` stand between them.
 */
export function ManageRowActions({
  scope,
  testPrefix,
  permission,
  id,
  size,
  onEdit,
  onDelete,
  children,
}: {
  scope: string;
  testPrefix: string;
  permission: AdminPermissionKey;
  id: string;
  size?: number;
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Allowed permission={permission}>
      <Space size={size}>
        <Button size="small" type="link" onClick={onEdit} data-testid={`${testPrefix}-edit-${id}`}>
          {t(`${scope}.edit`)}
        </Button>
        {children}
        <Button size="small" type="link" danger onClick={onDelete} data-testid={`${testPrefix}-delete-${id}`}>
          {t(`${scope}.delete`)}
        </Button>
      </Space>
    </Allowed>
  );
}
