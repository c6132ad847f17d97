import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX, commentSchema, nameSchema } from '@fleetkey/contract';
import type { DeviceGroupView } from '@fleetkey/contract';
import { zodRule, FormModal } from '@fleetkey/web-kit';
import { useFormDialog } from '../../common/hooks/use-form-dialog';

/** The group dialog's values. */
export interface GroupFormValues {
  name: string;
  comment: string;
}

export interface GroupDialogProps {
  editing?: DeviceGroupView;
  onSave: (values: GroupFormValues) => Promise<unknown>;
  onClose: () => void;
}

/** Create or rename a group (name by the contract's name rule, and a comment). */
export function GroupDialog({ editing, onSave, onClose }: GroupDialogProps) {
  const { t } = useTranslation();
  const { save, frame } = useFormDialog<GroupFormValues>(onClose);
  const submit = (values: GroupFormValues) =>
    void save(() => onSave({ name: values.name.trim(), comment: values.comment ?? '' }));
  return (
    <FormModal<GroupFormValues>
      title={t(editing ? 'groups.editTitle' : 'groups.createTitle')}
      {...frame}
      testIds={{ ok: 'group-save' }}
      initialValues={{ name: editing?.name ?? '', comment: editing?.comment ?? '' }}
      onFinish={submit}
    >
      <Form.Item name="name" label={t('groups.name')} rules={[zodRule(nameSchema, t)]}>
        <Input maxLength={32} data-testid="group-name" />
      </Form.Item>
      <Form.Item name="comment" label={t('groups.comment')} rules={[zodRule(commentSchema, t)]}>
        <Input.TextArea rows={2} maxLength={COMMENT_MAX} />
      </Form.Item>
    </FormModal>
  );
}
