import { App, Button, Flex, Form, Input, InputNumber, Modal, Radio, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  FIRMWARE_DESC_MAX,
  FIRMWARE_MAX_BYTES,
  FIRMWARE_OWNER_TYPES,
  FIRMWARE_TYPES,
  FIRMWARE_VERSION_MAX,
  firmwareUploadFieldsSchema,
  firmwareVersionSchema,
} from '@fleetkey/contract';
import type { FirmwareOwnerType, FirmwareType, FirmwareView } from '@fleetkey/contract';
import type { FirmwareUpload } from '@fleetkey/api-client';
import {
  clearChangedErrors,
  formatBytes,
  isUploading,
  type UploadControl,
  UploadStatus,
  useUpload,
  zodRule,
} from '@fleetkey/web-kit';
import { firstIssues, showIssues } from '../../common/form-issues';
import { firmwareFileIssue } from '../firmware-file';

interface UploadValues {
  version: string;
  file?: UploadFile[];
  desc?: string;
  ownerType: FirmwareOwnerType;
  firmwareType: FirmwareType;
  versionNum?: number | null;
}

export interface UploadDialogProps {
  devtype: string;
  /** Sends the file (the screen's firmware API call); progress and cancel go through `control`. */
  onUpload: (version: string, input: FirmwareUpload, control: UploadControl) => Promise<FirmwareView>;
  onUploaded: (firmware: FirmwareView) => void;
  onClose: () => void;
}

const FIELDS = firmwareUploadFieldsSchema.shape;
const VERSION_NUM_MAX = 2 ** 31 - 1;

/**
 * Uploading a firmware version of a device type: version, file, description, whose firmware and what kind,
 * an optional build number. Fields are checked with the contract's schemas before a byte is sent; the
 * upload shows its progress and can be cancelled; a refusal (the version exists) shows in the dialog.
 */
export function UploadDialog({ devtype, onUpload, onUploaded, onClose }: UploadDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<UploadValues>();
  const upload = useUpload<FirmwareView>();
  const busy = isUploading(upload.state);

  const submit = async ({ version, file, ...values }: UploadValues) => {
    const picked = file?.[0]?.originFileObj;
    const fields = firmwareUploadFieldsSchema.safeParse({
      ...values,
      versionNum: values.versionNum ?? undefined,
    });
    if (!fields.success) {
      showIssues(form, firstIssues(fields.error.issues), t);
      return;
    }
    if (!picked) return;
    const firmware = await upload.start((control) =>
      onUpload(version, { ...fields.data, file: picked, fileName: picked.name }, control),
    );
    if (!firmware) return;
    void message.success(t('firmware.upload.done', { version: firmware.version }));
    onUploaded(firmware);
    onClose();
  };

  return (
    <Modal
      open
      title={t('firmware.upload.title', { devtype })}
      okText={t('firmware.upload.start')}
      okButtonProps={{ loading: busy, 'data-testid': 'firmware-upload-submit' }}
      onOk={() => form.submit()}
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          {busy ? (
            <Button onClick={upload.cancel} data-testid="firmware-upload-cancel">
              {t('firmware.upload.cancel')}
            </Button>
          ) : (
            <CancelBtn />
          )}
          <OkBtn />
        </>
      )}
      onCancel={busy ? upload.cancel : onClose}
      mask={{ closable: !busy }}
      destroyOnHidden
    >
      <Flex vertical gap={12} data-testid="firmware-upload-dialog">
        <Form<UploadValues>
          form={form}
          layout="vertical"
          disabled={busy}
          initialValues={{ ownerType: 'device', firmwareType: 'full' }}
          onFinish={(values) => void submit(values)}
          onValuesChange={(changed) => clearChangedErrors(form, changed)}
        >
          <Form.Item
            name="version"
            label={t('firmware.fields.version')}
            extra={t('firmware.upload.versionHint')}
            rules={[zodRule(firmwareVersionSchema, t)]}
          >
            <Input maxLength={FIRMWARE_VERSION_MAX} data-testid="firmware-version-input" />
          </Form.Item>
          <Form.Item
            name="file"
            label={t('firmware.fields.file')}
            extra={t('firmware.upload.fileHint', { size: formatBytes(FIRMWARE_MAX_BYTES) })}
            valuePropName="fileList"
            getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
            rules={[
              {
                validator: (_, files: UploadFile[] | undefined) => {
                  const issue = firmwareFileIssue(files?.[0]?.originFileObj);
                  return issue
                    ? Promise.reject(new Error(t(issue, { size: formatBytes(FIRMWARE_MAX_BYTES) })))
                    : Promise.resolve();
                },
              },
            ]}
          >
            {/* The file stays in the browser until the dialog sends it, with progress. */}
            <Upload beforeUpload={() => false} maxCount={1} data-testid="firmware-file-input">
              <Button icon={<UploadOutlined />}>{t('firmware.upload.pick')}</Button>
            </Upload>
          </Form.Item>
          <Form.Item name="desc" label={t('firmware.fields.desc')} rules={[zodRule(FIELDS.desc, t)]}>
            <Input.TextArea rows={2} maxLength={FIRMWARE_DESC_MAX} data-testid="firmware-desc-input" />
          </Form.Item>
          <Flex gap={24} wrap>
            <Form.Item name="ownerType" label={t('firmware.fields.ownerType')}>
              <Radio.Group
                options={FIRMWARE_OWNER_TYPES.map((owner) => ({
                  value: owner,
                  label: t(`firmware.owners.${owner}`),
                }))}
              />
            </Form.Item>
            <Form.Item name="firmwareType" label={t('firmware.fields.firmwareType')}>
              <Radio.Group
                options={FIRMWARE_TYPES.map((type) => ({ value: type, label: t(`firmware.types.${type}`) }))}
              />
            </Form.Item>
          </Flex>
          <Form.Item
            name="versionNum"
            label={t('firmware.fields.versionNum')}
            extra={t('firmware.upload.versionNumHint')}
          >
            <InputNumber min={0} max={VERSION_NUM_MAX} precision={0} style={{ width: 200 }} />
          </Form.Item>
        </Form>
        <UploadStatus state={upload.state} testId="firmware-upload-progress" />
      </Flex>
    </Modal>
  );
}
