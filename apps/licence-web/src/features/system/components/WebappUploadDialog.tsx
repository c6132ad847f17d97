import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { webPathSchema } from '@fleetkey/contract';
import type { WebappView } from '@fleetkey/contract';
import { zodRule } from '@fleetkey/web-kit';
import { useSysAdminApi } from '../hooks/useSysAdminApi';
import { SYS_KEYS } from '../query-keys';
import { FileField } from './FileField';
import { UploadFormDialog, type UploadValues } from './UploadFormDialog';

interface Values extends UploadValues {
  webPath: string;
}

/** Uploading a web app bundle for a web path (POST /sys/webapp?webPath), with a progress bar. */
export function WebappUploadDialog({ webPath, onClose }: { webPath?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useSysAdminApi();
  return (
    <UploadFormDialog<Values, WebappView>
      title={t('system.webapps.uploadTitle')}
      testIds={{
        dialog: 'webapp-upload-dialog',
        submit: 'webapp-upload-submit',
        progress: 'webapp-progress',
      }}
      initialValues={{ webPath: webPath ?? '/' }}
      send={(file, values, control) => api.webapps.upload(file, file.name, values.webPath, control)}
      listKey={SYS_KEYS.webapps}
      uploadedText={(webapp) =>
        t('system.webapps.uploaded', { name: webapp.fileName, webPath: webapp.webPath })
      }
      onClose={onClose}
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
    </UploadFormDialog>
  );
}
