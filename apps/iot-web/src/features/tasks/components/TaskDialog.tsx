import { Divider, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { TASK_LIMITS, TASK_TYPES, type TaskBodyInput, type TaskView } from '@fleetkey/contract';
import { checkedBody } from '../../common/form-issues';
import { FormDrawer } from '../../common/FormDrawer';
import { newTaskValues, taskFormValues, toTaskBody, type TaskFormValues } from '../task-form';
import { CommandFields } from './CommandFields';
import { OtaFields } from './OtaFields';
import { ScheduleFields } from './ScheduleFields';
import { useFormDialog } from '../../common/hooks/use-form-dialog';

export interface TaskDialogProps {
  /** The task edited; a new task when absent. */
  editing?: TaskView;
  onSave: (body: TaskBodyInput) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Creates or edits a task: its name and type, what it sends (a command to devices or a group, or a firmware
 * rollout) and when (once, or on a cron schedule with the helper). The contract's schema checks the form;
 * a refusal of the server shows above it.
 */
export function TaskDialog({ editing, onSave, onClose }: TaskDialogProps) {
  const { t } = useTranslation();
  const { form, save, frame } = useFormDialog<TaskFormValues>(onClose);
  const type = Form.useWatch('type', form) ?? editing?.type ?? 'command';

  const submit = () => {
    // Every field, including those of the type not shown (antd gives only the mounted ones to onFinish).
    const body = checkedBody(form, toTaskBody(form.getFieldsValue(true) as TaskFormValues), t);
    if (body) void save(() => onSave(body));
  };

  return (
    <FormDrawer<TaskFormValues>
      size={720}
      title={editing ? t('tasks.editTitle', { name: editing.name }) : t('tasks.createTitle')}
      {...frame}
      onSave={submit}
      testIds={{ form: 'task-dialog', ok: 'task-submit', failure: 'task-save-error' }}
      initialValues={editing ? taskFormValues(editing) : newTaskValues()}
    >
      <Form.Item name="name" label={t('tasks.fields.name')} required>
        <Input maxLength={TASK_LIMITS.nameMax} data-testid="task-name" />
      </Form.Item>
      <Form.Item name="type" label={t('tasks.fields.type')}>
        <Radio.Group
          optionType="button"
          data-testid="task-type"
          options={TASK_TYPES.map((kind) => ({ value: kind, label: t(`tasks.types.${kind}`) }))}
        />
      </Form.Item>
      {type === 'command' ? <CommandFields form={form} /> : <OtaFields form={form} />}
      <Divider style={{ margin: '4px 0 16px' }} />
      <ScheduleFields form={form} />
    </FormDrawer>
  );
}
