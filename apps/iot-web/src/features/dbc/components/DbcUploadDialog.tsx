import { useState } from 'react';
import { Alert, App, Button, Flex, Modal, Typography, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DBC_FILE_MAX_BYTES, type DbcUploadView } from '@fleetkey/contract';
import { formatBytes, isUploading, UploadStatus, useUpload, type UploadControl } from '@fleetkey/web-kit';
import { dbcNameInUse, dbcParseError } from '../dbc-errors';
import { dbcFileIssue } from '../dbc-file';

/** What an upload comes to when the server refuses its name (stored meanwhile, e.g. in another tab). */
const NAME_TAKEN = 'nameTaken';

export interface DbcUploadDialogProps {
  /** Names already stored: the dialog says so when one is picked, and asks before replacing it. */
  existing: readonly string[];
  /** Sends the file; `replace` only once the user has confirmed replacing the file of its name. */
  onUpload: (file: File, control: UploadControl, replace: boolean) => Promise<DbcUploadView>;
  onClose: () => void;
}

/**
 * Uploading a DBC file: picked or dropped, checked for name and size before sending, sent with progress
 * (cancellable); a file that does not parse shows the server's line and reason, one stored with lines
 * skipped says how many. A name the account has is replaced only after the user says so: asked before
 * sending when the list shows the name, or when the server refuses it (stored meanwhile, in another tab).
 */
export function DbcUploadDialog({ existing, onUpload, onClose }: DbcUploadDialogProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const upload = useUpload<DbcUploadView | typeof NAME_TAKEN>();
  const busy = isUploading(upload.state);
  const [picked, setPicked] = useState<UploadFile[]>([]);
  const [issue, setIssue] = useState<string | null>(null);
  const file = picked[0]?.originFileObj;
  const parseError = upload.state.phase === 'failed' ? dbcParseError(upload.state.error) : null;

  function askReplace(chosen: File) {
    modal.confirm({
      title: t('dbc.upload.replaceQuestion', { name: chosen.name }),
      content: t('dbc.upload.replaceHint'),
      okText: t('dbc.upload.replace'),
      okButtonProps: { danger: true, 'data-testid': 'dbc-replace-confirm' },
      cancelButtonProps: { 'data-testid': 'dbc-replace-cancel' },
      onOk: () => void send(chosen, true),
    });
  }

  async function send(chosen: File, replace: boolean) {
    const stored = await upload.start(async (control) => {
      try {
        return await onUpload(chosen, control, replace);
      } catch (error) {
        // Not a failure to show: the question takes its place.
        if (!replace && dbcNameInUse(error)) return NAME_TAKEN;
        throw error;
      }
    });
    if (stored === NAME_TAKEN) {
      askReplace(chosen);
      return;
    }
    if (!stored) return;
    // A file with skipped lines is stored too; its overview lists them.
    const count = stored.warnings.length;
    if (count > 0) void message.warning(t('dbc.upload.doneWithWarnings', { name: stored.name, count }));
    else void message.success(t('dbc.upload.done', { name: stored.name }));
    onClose();
  }

  return (
    <Modal
      open
      title={t('dbc.upload.title')}
      okText={t('dbc.upload.start')}
      okButtonProps={{ loading: busy, 'data-testid': 'dbc-upload-submit' }}
      onOk={() => {
        const found = dbcFileIssue(file);
        setIssue(found);
        if (found || !file) return;
        if (existing.includes(file.name)) askReplace(file);
        else void send(file, false);
      }}
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
