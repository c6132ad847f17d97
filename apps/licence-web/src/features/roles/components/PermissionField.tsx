import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PermissionItem } from '@fleetkey/contract';
import { PermissionDialog } from '../../permission-dialog/PermissionDialog';

/** A role form's permission tree as a form control: how many items, and the permission dialog to change them. */
export function PermissionField({
  value = [],
  onChange,
}: {
  value?: PermissionItem[];
  onChange?: (items: PermissionItem[]) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Space>
      <Button icon={<SafetyOutlined />} onClick={() => setOpen(true)} data-testid="role-form-permissions">
        {t('rolesAdmin.choosePermissions')}
      </Button>
      <Typography.Text type="secondary" data-testid="role-form-permission-count">
        {t('rolesAdmin.itemCount', { count: value.length })}
      </Typography.Text>
      {open && (
        <PermissionDialog
          mode="edit"
          value={value}
          onCancel={() => setOpen(false)}
          onSure={(items) => {
            onChange?.(items);
            setOpen(false);
          }}
        />
      )}
    </Space>
  );
}
