import { App, Form, Input, Modal } from 'antd';
import type { UploadFile } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fileUploadQuerySchema } from '@fleetkey/contract';
import type { FileUploadView } from '@fleetkey/contract';
import { isUploading, UploadStatus, useUpload, zodRule } from '@fleetkey/web-kit';
import { useSysAdminApi } from '../hooks/useSysAdminApi';
import { SYS_KEYS } from '../query-keys';
import { FileField, pickedFile } from './FileField';

interface Values {
  type: string;
  log?: string;
  file: UploadFile[];
}

const LOG_MAX = 1024;

/** Uploading a system file with its kind and a note (POST /sys/file/upload?type&log), with a progress bar. */
export function FileUploadDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const api = useSysAdminApi();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const upload = useUpload<FileUploadView>();
  const busy = isUploading(upload.state);

  const submit = async ({ type, log, file }: Values) => {
    const picked = pickedFile(file);
    if (!picked) return;
    const stored = await upload.start((options) =>
      api.files.upload(picked, picked.name, type.trim(), log?.trim() ?? '', options),
    );
    if (!stored) return;
    void queryClient.invalidateQueries({ queryKey: SYS_KEYS.files });
    void message.success(t('system.files.uploaded', { name: stored.fileName }));
    onClose();
  };

  return (
    <Modal
      open
      title={t('system.files.uploadTitle')}
      okText={t('system.upload.start')}
      cancelText={busy ? t('system.upload.cancel') : t('common.cancel')}
      okButtonProps={{ loading: busy, 'data-testid': 'file-upload-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      mask={{ closable: !busy }}
      destroyOnHidden
      data-testid="file-upload-dialog"
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} disabled={busy}>
        <Form.Item
          name="type"
          label={t('system.files.fields.type')}
          extra={t('system.files.typeHint')}
          rules={[zodRule(fileUploadQuerySchema.shape.type, t)]}
        >
          <Input maxLength={32} data-testid="file-upload-type" />
        </Form.Item>
        <Form.Item
          name="log"
          label={t('system.files.fields.log')}
          rules={[zodRule(fileUploadQuerySchema.shape.log, t)]}
        >
          <Input.TextArea rows={2} maxLength={LOG_MAX} showCount data-testid="file-upload-log" />
        </Form.Item>
        <FileField name="file" label={t('system.files.fields.file')} testId="file-upload-file" />
      </Form>
      <UploadStatus state={upload.state} testId="file-upload-progress" />
    </Modal>
  );
}
