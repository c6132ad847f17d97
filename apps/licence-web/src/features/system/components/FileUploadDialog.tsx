import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { fileUploadQuerySchema } from '@fleetkey/contract';
import type { FileUploadView } from '@fleetkey/contract';
import { zodRule } from '@fleetkey/web-kit';
import { useSysAdminApi } from '../hooks/useSysAdminApi';
import { SYS_KEYS } from '../query-keys';
import { FileField } from './FileField';
import { UploadFormDialog, type UploadValues } from './UploadFormDialog';

interface Values extends UploadValues {
  type: string;
  log?: string;
}

const LOG_MAX = 1024;

/** Uploading a system file with its kind and a note (POST /sys/file/upload?type&log), with a progress bar. */
export function FileUploadDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const api = useSysAdminApi();
  return (
    <UploadFormDialog<Values, FileUploadView>
      title={t('system.files.uploadTitle')}
      testIds={{
        dialog: 'file-upload-dialog',
        submit: 'file-upload-submit',
        progress: 'file-upload-progress',
      }}
      send={(file, { type, log }, control) =>
        api.files.upload(file, file.name, type.trim(), log?.trim() ?? '', control)
      }
      listKey={SYS_KEYS.files}
      uploadedText={(stored) => t('system.files.uploaded', { name: stored.fileName })}
      onClose={onClose}
    >
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
    </UploadFormDialog>
  );
}
