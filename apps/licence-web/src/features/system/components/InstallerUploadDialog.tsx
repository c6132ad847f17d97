import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  INSTALLER_FIELD_MAX,
  INSTALLER_UPLOAD_TIMEOUT_MS,
  installerUploadQuerySchema,
} from '@fleetkey/contract';
import type { InstallerView } from '@fleetkey/contract';
import { zodRule } from '@fleetkey/web-kit';
import { useSysAdminApi } from '../hooks/useSysAdminApi';
import { SYS_KEYS } from '../query-keys';
import { FileField } from './FileField';
import { UploadFormDialog, type UploadValues } from './UploadFormDialog';

interface Values extends UploadValues {
  version?: string;
  os?: string;
  description?: string;
}

const fields = installerUploadQuerySchema.shape;
/** The installer's two one-line facts, alike but for their name. */
const INSTALLER_TEXT_FIELDS = ['version', 'os'] as const;

/**
 * Uploading an installer (licence-portal.md §2 InstallerManage, §9: up to 600 s): the file with its
 * version, OS and description, a progress bar while it streams, and the server's checksum once stored.
 */
export function InstallerUploadDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const api = useSysAdminApi();
  return (
    <UploadFormDialog<Values, InstallerView>
      title={t('system.installers.uploadTitle')}
      testIds={{
        dialog: 'installer-upload-dialog',
        submit: 'installer-upload-submit',
        progress: 'installer-progress',
      }}
      send={(file, { version, os, description }, control) =>
        api.installers.upload(file, file.name, { version, os, description }, control)
      }
      listKey={SYS_KEYS.installers}
      uploadedText={(installer) => t('system.installers.uploaded', { name: installer.fileName })}
      onClose={onClose}
      footnote={
        <Typography.Text type="secondary">
          {t('system.upload.timeoutHint', { minutes: INSTALLER_UPLOAD_TIMEOUT_MS / 60_000 })}
        </Typography.Text>
      }
    >
      <FileField name="file" label={t('system.installers.fields.file')} testId="installer-file" />
      {INSTALLER_TEXT_FIELDS.map((name) => (
        <Form.Item
          key={name}
          name={name}
          label={t(`system.installers.fields.${name}`)}
          rules={[zodRule(fields[name], t)]}
        >
          <Input maxLength={INSTALLER_FIELD_MAX} data-testid={`installer-${name}`} />
        </Form.Item>
      ))}
      <Form.Item
        name="description"
        label={t('system.installers.fields.description')}
        extra={t('system.installers.descriptionHint')}
        rules={[zodRule(fields.description, t)]}
      >
        <Input.TextArea rows={2} data-testid="installer-description" />
      </Form.Item>
    </UploadFormDialog>
  );
}
