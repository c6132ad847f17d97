import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';

/** The one file an upload form sends: the browser's File of the picked entry, if any. */
export function pickedFile(files: UploadFile[] | undefined): File | undefined {
  return files?.[0]?.originFileObj;
}

/**
 * A required single-file field whose value is antd's file list. The file stays in the browser until the
 * form is submitted; the dialog then sends it with progress.
 */
export function FileField({ name, label, testId }: { name: string; label: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={label}
      valuePropName="fileList"
      getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
      rules={[{ required: true, message: t('system.upload.fileRequired') }]}
    >
      <Upload beforeUpload={() => false} maxCount={1}>
        <Button icon={<UploadOutlined />} data-testid={testId}>
          {t('system.upload.choose')}
        </Button>
      </Upload>
    </Form.Item>
  );
}
