import { Descriptions, Drawer, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PermissionView } from '@fleetkey/contract';
import { formatDateTime } from '../../common/format';
import { permissionName } from '../permission-name';

/** Every field of one permission, details in full (the table shortens them). */
export function PermissionDetailDrawer({
  permission,
  onClose,
}: {
  permission: PermissionView;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const field = (name: string) => t(`permissionsAdmin.fields.${name}`);
  return (
    <Drawer
      open
      title={permissionName(t, permission)}
      size={480}
      onClose={onClose}
      data-testid="permission-detail"
    >
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'name', label: field('name'), children: permissionName(t, permission) },
          { key: 'key', label: field('key'), children: permission.key },
          {
            key: 'type',
            label: field('type'),
            children: <Tag>{t(`permissionsAdmin.types.${permission.type}`)}</Tag>,
          },
          { key: 'desc', label: field('desc'), children: permission.desc },
          { key: 'os', label: field('os'), children: permission.os },
          { key: 'version', label: field('version'), children: permission.version },
          {
            key: 'details',
            label: field('details'),
            children: <span style={{ whiteSpace: 'pre-wrap' }}>{permission.details}</span>,
          },
          { key: 'created', label: field('createdAt'), children: formatDateTime(permission.createdAt) },
          { key: 'updated', label: field('updatedAt'), children: formatDateTime(permission.updatedAt) },
        ]}
      />
    </Drawer>
  );
}
