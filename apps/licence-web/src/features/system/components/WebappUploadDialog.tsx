import { App, Form, Input, Modal } from 'antd';
import type { UploadFile } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { webPathSchema } from '@fleetkey/contract';
import type { WebappView } from '@fleetkey/contract';
import { isUploading, UploadStatus, useUpload, zodRule } from '@fleetkey/web-kit';
import { useSysAdminApi } from '../hooks/useSysAdminApi';
import { SYS_KEYS } from '../query-keys';
import { FileField, pickedFile } from './FileField';

interface Values {
  webPath: string;
  file: UploadFile[];
}

/** Uploading a web app bundle for a web path (POST /sys/webapp?webPath), with a progress bar. */
export function WebappUploadDialog({ webPath, onClose }: { webPath?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const api = useSysAdminApi();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const upload = useUpload<WebappView>();
  const busy = isUploading(upload.state);

  const submit = async (values: Values) => {
    const picked = pickedFile(values.file);
    if (!picked) return;
    const webapp = await upload.start((options) =>
      api.webapps.upload(picked, picked.name, values.webPath, options),
    );
    if (!webapp) return;
    void queryClient.invalidateQueries({ queryKey: SYS_KEYS.webapps });
    void message.success(t('system.webapps.uploaded', { name: webapp.fileName, webPath: webapp.webPath }));
    onClose();
  };

  return (
    <Modal
      open
      title={t('system.webapps.uploadTitle')}
      okText={t('system.upload.start')}
      cancelText={busy ? t('system.upload.cancel') : t('common.cancel')}
      okButtonProps={{ loading: busy, 'data-testid': 'webapp-upload-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      mask={{ closable: !busy }}
      destroyOnHidden
      data-testid="webapp-upload-dialog"
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ webPath: webPath ?? '/' }}
        onFinish={(values) => void submit(values)}
        disabled={busy}
      >
        <Form.Item
          name="webPath"
          label={t('system.webapps.fields.webPath')}
          extra={t('system.webapps.webPathHint')}
          rules={[zodRule(webPathSchema, t)]}
        >
          <Input maxLength={128} data-testid="webapp-path" />
        </Form.Item>
        <FileField name="file" label={t('system.webapps.fields.file')} testId="webapp-file" />
      </Form>
      <UploadStatus state={upload.state} testId="webapp-progress" />
    </Modal>
  );
}
