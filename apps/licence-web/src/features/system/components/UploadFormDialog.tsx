import type { ReactNode } from 'react';
import { App, Form, Modal } from 'antd';
import type { UploadFile } from 'antd';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isUploading, UploadStatus, useUpload, type UploadControl } from '@fleetkey/web-kit';
import { pickedFile } from './FileField';

/** A system upload form's values: the picked file (its FileField is named `file`) and the form's own. */
export type UploadValues = { file: UploadFile[] };

/**
 * The system screens' upload dialog (files, web apps, installers): a form around a picked file that,
 * once valid, sends the file with progress (the form locked meanwhile), then reads `listKey` again,
 * says what was stored and closes; a failed send stays open with its reason under the form.
 */
export function UploadFormDialog<V extends UploadValues, R>({
  title,
  testIds,
  initialValues,
  send,
  listKey,
  uploadedText,
  onClose,
  children,
  footnote,
}: {
  title: string;
  testIds: { dialog: string; submit: string; progress: string };
  initialValues?: Partial<V>;
  /** Sends the picked file with the form's other values. */
  send: (file: File, values: V, control: UploadControl) => Promise<R>;
  /** The list the stored file joins. */
  listKey: QueryKey;
  /** The message once the file is stored. */
  uploadedText: (stored: R) => string;
  onClose: () => void;
  /** The form's fields, the FileField among them. */
  children: ReactNode;
  /** Below the progress bar. */
  footnote?: ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<V>();
  const upload = useUpload<R>();
  const busy = isUploading(upload.state);

  const submit = async (values: V) => {
    const picked = pickedFile(values.file);
    if (!picked) return;
    const stored = await upload.start((control) => send(picked, values, control));
    if (!stored) return;
    void queryClient.invalidateQueries({ queryKey: listKey });
    void message.success(uploadedText(stored));
    onClose();
  };

  return (
    <Modal
      open
      title={title}
      okText={t('system.upload.start')}
      cancelText={busy ? t('system.upload.cancel') : t('common.cancel')}
      okButtonProps={{ loading: busy, 'data-testid': testIds.submit }}
      onOk={() => form.submit()}
      onCancel={onClose}
      mask={{ closable: !busy }}
      destroyOnHidden
      data-testid={testIds.dialog}
    >
      <Form<V>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void submit(values)}
        disabled={busy}
      >
        {children}
      </Form>
      <UploadStatus state={upload.state} testId={testIds.progress} />
      {footnote}
    </Modal>
  );
}
