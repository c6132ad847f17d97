import { useState } from 'react';
import { Alert, App, Button, Flex, Modal, Typography, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DBC_FILE_MAX_BYTES, type DbcUploadView } from '@fleetkey/contract';
import { formatBytes, isUploading, UploadStatus, useUpload, type UploadControl } from '@fleetkey/web-kit';
import { dbcParseError } from '../dbc-errors';
import { dbcFileIssue } from '../dbc-file';

export interface DbcUploadDialogProps {
  /** Names already stored: uploading one of them replaces it, which the dialog says first. */
  existing: readonly string[];
  onUpload: (file: File, control: UploadControl) => Promise<DbcUploadView>;
  onClose: () => void;
}

/**
 * Uploading a DBC file: picked or dropped, checked for name and size before sending, sent with progress
 * (cancellable); a file that does not parse shows the server's line and reason, one stored with lines
 * skipped says how many.
 */
export function DbcUploadDialog({ existing, onUpload, onClose }: DbcUploadDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const upload = useUpload<DbcUploadView>();
  const busy = isUploading(upload.state);
  const [picked, setPicked] = useState<UploadFile[]>([]);
  const [issue, setIssue] = useState<string | null>(null);
  const file = picked[0]?.originFileObj;
  const parseError = upload.state.phase === 'failed' ? dbcParseError(upload.state.error) : null;

  const send = async () => {
    const found = dbcFileIssue(file);
    setIssue(found);
    if (found || !file) return;
    const stored = await upload.start((control) => onUpload(file, control));
    if (!stored) return;
    // A file with skipped lines is stored too; its overview lists them.
    const count = stored.warnings.length;
    if (count > 0) void message.warning(t('dbc.upload.doneWithWarnings', { name: stored.name, count }));
    else void message.success(t('dbc.upload.done', { name: stored.name }));
    onClose();
  };

  return (
    <Modal
      open
      title={t('dbc.upload.title')}
      okText={t('dbc.upload.start')}
      okButtonProps={{ loading: busy, 'data-testid': 'dbc-upload-submit' }}
      onOk={() => void send()}
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          {busy ? <Button onClick={upload.cancel}>{t('dbc.upload.cancel')}</Button> : <CancelBtn />}
          <OkBtn />
        </>
      )}
      onCancel={busy ? upload.cancel : onClose}
      mask={{ closable: !busy }}
      destroyOnHidden
    >
      <Flex vertical gap={12} data-testid="dbc-upload-dialog">
        <Upload.Dragger
          accept=".dbc"
          maxCount={1}
          disabled={busy}
          fileList={picked}
          // The file stays in the browser until the dialog sends it, with progress.
          beforeUpload={() => false}
          onChange={({ fileList }) => {
            setPicked(fileList.slice(-1));
            setIssue(null);
          }}
          data-testid="dbc-file-input"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{t('dbc.upload.drop')}</p>
          <Typography.Text type="secondary">
            {t('dbc.upload.hint', { size: formatBytes(DBC_FILE_MAX_BYTES) })}
          </Typography.Text>
        </Upload.Dragger>
        {file && existing.includes(file.name) && (
          <Alert type="warning" showIcon title={t('dbc.upload.replaces', { name: file.name })} />
        )}
        {issue && (
          <Alert
            type="error"
            showIcon
            title={t(issue, { size: formatBytes(DBC_FILE_MAX_BYTES) })}
            data-testid="dbc-upload-issue"
          />
        )}
        {parseError ? (
          <Alert
            type="error"
            showIcon
            title={t('dbc.upload.invalid')}
            description={t('dbc.upload.invalidAt', parseError)}
            data-testid="dbc-upload-invalid"
          />
        ) : (
          <UploadStatus state={upload.state} testId="dbc-upload-progress" />
        )}
      </Flex>
    </Modal>
  );
}
