import { App, Form, Input, Modal, Typography } from 'antd';
import type { UploadFile } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  INSTALLER_FIELD_MAX,
  INSTALLER_UPLOAD_TIMEOUT_MS,
  installerUploadQuerySchema,
} from '@fleetkey/contract';
import type { InstallerView } from '@fleetkey/contract';
import { isUploading, UploadStatus, useUpload, zodRule } from '@fleetkey/web-kit';
import { useSysAdminApi } from '../hooks/useSysAdminApi';
import { SYS_KEYS } from '../query-keys';
import { FileField, pickedFile } from './FileField';

interface Values {
  file: UploadFile[];
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
  const { message } = App.useApp();
  const api = useSysAdminApi();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const upload = useUpload<InstallerView>();
  const busy = isUploading(upload.state);

  const submit = async ({ file, ...details }: Values) => {
    const picked = pickedFile(file);
    if (!picked) return;
    const installer = await upload.start((options) =>
      api.installers.upload(picked, picked.name, details, options),
    );
    if (!installer) return;
    void queryClient.invalidateQueries({ queryKey: SYS_KEYS.installers });
    void message.success(t('system.installers.uploaded', { name: installer.fileName }));
    onClose();
  };

  return (
    <Modal
      open
      title={t('system.installers.uploadTitle')}
      okText={t('system.upload.start')}
      cancelText={busy ? t('system.upload.cancel') : t('common.cancel')}
      okButtonProps={{ loading: busy, 'data-testid': 'installer-upload-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      mask={{ closable: !busy }}
      destroyOnHidden
      data-testid="installer-upload-dialog"
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} disabled={busy}>
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
      </Form>
      <UploadStatus state={upload.state} testId="installer-progress" />
      <Typography.Text type="secondary">
        {t('system.upload.timeoutHint', { minutes: INSTALLER_UPLOAD_TIMEOUT_MS / 60_000 })}
      </Typography.Text>
    </Modal>
  );
}
