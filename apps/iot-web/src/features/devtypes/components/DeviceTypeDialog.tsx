import { Divider, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX, DEVICE_TYPE_NAME_MAX, commentSchema, devtypeNameSchema } from '@fleetkey/contract';
import type { DeviceTypeCreate, DeviceTypeUpdate, DeviceTypeView } from '@fleetkey/contract';
import { zodRule, FormModal } from '@fleetkey/web-kit';
import { firstIssues, showIssues } from '../../common/form-issues';
import {
  EMPTY_DEVICE_TYPE,
  formOfType,
  toCreateInput,
  toUpdateInput,
  type DeviceTypeFormValues,
} from '../devtype-form';
import { ModeField } from './ModeField';
import { RetentionField } from './RetentionField';
import { CommandRows, PointRows } from './SectionRows';
import { useFormDialog } from '../../common/hooks/use-form-dialog';

export interface DeviceTypeDialogProps {
  /** The type being edited; absent for a new type. */
  editing?: DeviceTypeView;
  onCreate: (input: DeviceTypeCreate) => Promise<unknown>;
  onUpdate: (devtype: string, input: DeviceTypeUpdate) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Create or edit a device type: name (fixed once created, since device topics carry it), comment, mode
 * (strict or open), how long its devices' data is kept, data points and commands with their parameters.
 * Every field is checked with the contract's schema, the same the server applies.
 */
export function DeviceTypeDialog({ editing, onCreate, onUpdate, onClose }: DeviceTypeDialogProps) {
  const { t } = useTranslation();
  const { form, save, frame } = useFormDialog<DeviceTypeFormValues>(onClose);

  const submit = (values: DeviceTypeFormValues) => {
    const parsed = editing ? toUpdateInput(values) : toCreateInput(values);
    if (!parsed.success) {
      showIssues(form, firstIssues(parsed.error.issues), t);
      return;
    }
    void save(async () => {
      if (editing) await onUpdate(editing.devtype, parsed.data);
      else await onCreate(parsed.data as DeviceTypeCreate);
    });
  };

  return (
    <FormModal<DeviceTypeFormValues>
      width={800}
      title={t(editing ? 'deviceTypes.editTitle' : 'deviceTypes.createTitle')}
      {...frame}
      testIds={{ form: 'devtype-form', ok: 'devtype-save', failure: 'devtype-error' }}
      initialValues={editing ? formOfType(editing) : EMPTY_DEVICE_TYPE}
      onFinish={submit}
    >
      <Form.Item
        name="devtype"
        label={t('deviceTypes.name')}
        extra={editing ? undefined : t('deviceTypes.nameHint')}
        rules={[zodRule(devtypeNameSchema, t)]}
      >
        <Input disabled={Boolean(editing)} maxLength={DEVICE_TYPE_NAME_MAX} data-testid="devtype-name" />
      </Form.Item>
      <Form.Item name="comment" label={t('deviceTypes.comment')} rules={[zodRule(commentSchema, t)]}>
        <Input.TextArea rows={2} maxLength={COMMENT_MAX} showCount data-testid="devtype-comment" />
      </Form.Item>
      <ModeField />
      <RetentionField editing={editing} />
      <Divider style={{ margin: '8px 0 12px' }} />
      <PointRows />
      <Divider style={{ margin: '12px 0' }} />
      <CommandRows />
    </FormModal>
  );
}
