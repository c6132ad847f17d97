import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CommonFileView } from '@fleetkey/contract';

/** Whether the console can show a file itself (images and PDF); others are downloaded. */
export const previewable = (file: CommonFileView) => file.kind !== 'text' && file.kind !== 'zip';

/** An image or PDF shown from its member URL (the session cookie goes with it). */
export function FilePreview({ file, onClose }: { file: CommonFileView; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={file.fileName}
      footer={null}
      onCancel={onClose}
      width={file.kind === 'pdf' ? 900 : 640}
    >
      {file.kind === 'pdf' ? (
        <iframe
          src={file.url}
          title={file.fileName}
          style={{ width: '100%', height: '70vh', border: 0 }}
          data-testid="file-preview-pdf"
        />
      ) : previewable(file) ? (
        <img
          src={file.url}
          alt={file.fileName}
          style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }}
          data-testid="file-preview-image"
        />
      ) : (
        <Typography.Text>{t('commonFiles.noPreview')}</Typography.Text>
      )}
    </Modal>
  );
}
