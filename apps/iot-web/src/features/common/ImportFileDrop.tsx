import { Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';

/**
 * The file an import dialog sends (CSV or XLSX), dropped or picked: one at a time, kept here until the
 * dialog's import button sends it (antd's own uploader never does).
 */
export function ImportFileDrop({
  file,
  onChange,
  label,
  disabled,
  testId,
}: {
  file: File | null;
  /** A file picked, or null when the user takes it out. */
  onChange: (file: File | null) => void;
  /** What the drop area says. */
  label: string;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <Upload.Dragger
      accept=".csv,.xlsx"
      maxCount={1}
      disabled={disabled}
      fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
      beforeUpload={(picked) => {
        onChange(picked);
        return Upload.LIST_IGNORE;
      }}
      onRemove={() => onChange(null)}
      data-testid={testId}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{label}</p>
    </Upload.Dragger>
  );
}
