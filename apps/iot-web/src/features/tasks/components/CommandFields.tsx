import { Form, InputNumber, Radio, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMAND_TIMEOUT_MAX_MS, COMMAND_TIMEOUT_MIN_MS, TASK_TARGET_KINDS } from '@fleetkey/contract';
import { CommandParamsField, CommandTypeField } from '../../devices/components/CommandFormFields';
import { TypeCommandSelect } from '../../devices/components/TypeCommandSelect';
import { DevicesSelect } from '../../common/DevicesSelect';
import { useNotifyGroups } from '../../firmware/hooks/useNotifyTargets';
import type { TaskFormValues } from '../task-form';
import { TaskDevtypeSelect } from './TaskDevtypeSelect';

/** What a command task sends: a declared command of a type, its mode and parameters, and to which devices. */
export function CommandFields({ form }: { form: FormInstance<TaskFormValues> }) {
  const { t } = useTranslation();
  const devtype = Form.useWatch(['command', 'devtype'], form);
  const cmdtype = Form.useWatch(['command', 'cmdtype'], form);
  const target = Form.useWatch(['command', 'targetKind'], form);
  const groups = useNotifyGroups();
  return (
    <>
      <Form.Item name={['command', 'devtype']} label={t('tasks.fields.devtype')} required>
        <TaskDevtypeSelect
          testId="task-command-devtype"
          onChange={() => {
            // Another type's command and devices do not apply.
            form.setFieldValue(['command', 'cmd'], undefined);
            form.setFieldValue(['command', 'devids'], undefined);
          }}
        />
      </Form.Item>
      {devtype ? (
        <Form.Item key={devtype} name={['command', 'cmd']} label={t('commands.name')} required>
          <TypeCommandSelect
            devtype={devtype}
            onChosen={(fields) => form.setFieldsValue({ command: fields })}
            placeholder={t('tasks.command.choose')}
            testId="task-cmd"
          />
        </Form.Item>
      ) : (
        <Form.Item label={t('commands.name')} required>
          <Select disabled placeholder={t('tasks.command.typeFirst')} style={{ width: 280 }} />
        </Form.Item>
      )}
      <CommandTypeField name={['command', 'cmdtype']} testId="task-cmdtype" />
      {cmdtype === 'confirmed' && (
        <Form.Item
          name={['command', 'timeout']}
          label={t('tasks.command.timeout')}
          extra={t('firmware.settings.range', { min: COMMAND_TIMEOUT_MIN_MS, max: COMMAND_TIMEOUT_MAX_MS })}
        >
          <InputNumber
            min={COMMAND_TIMEOUT_MIN_MS}
            max={COMMAND_TIMEOUT_MAX_MS}
            step={1000}
            precision={0}
            suffix="ms"
            style={{ width: 180 }}
            data-testid="task-timeout"
          />
        </Form.Item>
      )}
      <CommandParamsField name={['command', 'params']} maxRows={8} testId="task-params" />
      <Form.Item name={['command', 'targetKind']} label={t('tasks.command.target')}>
        <Radio.Group
          data-testid="task-target-kind"
          options={TASK_TARGET_KINDS.map((kind) => ({
            value: kind,
            label: t(`tasks.command.targets.${kind}`),
          }))}
        />
      </Form.Item>
      {target === 'group' ? (
        <Form.Item name={['command', 'groupid']} label={t('firmware.notify.group')} required>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={groups.isPending}
            placeholder={t('tasks.command.groupPlaceholder')}
            notFoundContent={t('list.noData')}
            options={(groups.data?.result ?? []).map((g) => ({ value: g.id, label: g.name }))}
            style={{ width: 280 }}
            data-testid="task-group"
          />
        </Form.Item>
      ) : (
        <Form.Item name={['command', 'devids']} label={t('tasks.command.devices')} required>
          {devtype ? (
            <DevicesSelect devtype={devtype} />
          ) : (
            <Select disabled placeholder={t('tasks.command.typeFirst')} />
          )}
        </Form.Item>
      )}
    </>
  );
}
