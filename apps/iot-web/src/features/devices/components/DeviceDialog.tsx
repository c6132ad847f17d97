import { Flex, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX, DEVICE_ID_MAX, commentSchema, deviceIdSchema } from '@fleetkey/contract';
import type { DeviceCreate, DeviceUpdate, DeviceView } from '@fleetkey/contract';
import { zodRule, FormModal } from '@fleetkey/web-kit';
import { firstIssues, showIssues } from '../../common/form-issues';
import {
  emptyDevice,
  formOfDevice,
  toDeviceCreate,
  toDeviceUpdate,
  type DeviceFormValues,
} from '../device-form';
import { useFormDialog } from '../../common/hooks/use-form-dialog';

export interface DeviceDialogProps {
  /** The device being edited; absent for a new device. */
  editing?: DeviceView;
  devtypes: readonly string[];
  /** Needed only for a new device. */
  onCreate?: (input: DeviceCreate) => Promise<unknown>;
  onUpdate: (devid: string, input: DeviceUpdate) => Promise<unknown>;
  onClose: () => void;
}

/** Create or edit a device: id and type fixed once created (its topics carry them), name, comment, position. */
export function DeviceDialog({ editing, devtypes, onCreate, onUpdate, onClose }: DeviceDialogProps) {
  const { t } = useTranslation();
  const { form, save, frame } = useFormDialog<DeviceFormValues>(onClose);

  const submit = (values: DeviceFormValues) => {
    const parsed = editing ? toDeviceUpdate(values) : toDeviceCreate(values);
    if (!parsed.success) {
      // The contract reports a half position at gps.lat/gps.lng; the form's fields are lat/lng.
      const issues = parsed.error.issues.map((i) =>
        i.path[0] === 'gps' ? { ...i, path: i.path.slice(1) } : i,
      );
      showIssues(form, firstIssues(issues), t);
      return;
    }
    void save(async () => {
      if (editing) await onUpdate(editing.devid, parsed.data);
      else await onCreate?.(parsed.data as DeviceCreate);
    });
  };

  return (
    <FormModal<DeviceFormValues>
      title={t(editing ? 'devices.editTitle' : 'devices.createTitle')}
      {...frame}
      testIds={{ form: 'device-form', ok: 'device-save', failure: 'device-error' }}
      initialValues={editing ? formOfDevice(editing) : emptyDevice(devtypes.length === 1 ? devtypes[0] : '')}
      onFinish={submit}
    >
      <Form.Item name="devid" label={t('devices.devid')} rules={[zodRule(deviceIdSchema, t)]}>
        <Input disabled={Boolean(editing)} maxLength={DEVICE_ID_MAX} data-testid="device-id" />
      </Form.Item>
      <Form.Item
        name="devtype"
        label={t('devices.devtype')}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <Select
          disabled={Boolean(editing)}
          showSearch
          data-testid="device-type"
          placeholder={t('devices.chooseType')}
          options={devtypes.map((d) => ({ value: d, label: d }))}
        />
      </Form.Item>
      <Form.Item name="devname" label={t('devices.devname')} extra={t('devices.nameHint')}>
        <Input maxLength={DEVICE_ID_MAX} data-testid="device-name" />
      </Form.Item>
      <Form.Item name="comment" label={t('devices.comment')} rules={[zodRule(commentSchema, t)]}>
        <Input.TextArea rows={2} maxLength={COMMENT_MAX} />
      </Form.Item>
      <Flex gap={12}>
        <Form.Item name="lat" label={t('devices.lat')} style={{ flex: 1 }}>
          <InputNumber
            min={-90}
            max={90}
            step={0.000001}
            style={{ width: '100%' }}
            data-testid="device-lat"
          />
        </Form.Item>
        <Form.Item name="lng" label={t('devices.lng')} style={{ flex: 1 }}>
          <InputNumber
            min={-180}
            max={180}
            step={0.000001}
            style={{ width: '100%' }}
            data-testid="device-lng"
          />
        </Form.Item>
      </Flex>
    </FormModal>
  );
}
