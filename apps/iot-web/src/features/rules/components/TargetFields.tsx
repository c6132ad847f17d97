import { Form, Radio, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { TypeDevicesSelect } from '../../firmware/components/TypeDevicesSelect';
import { TaskDevtypeSelect } from '../../tasks/components/TaskDevtypeSelect';
import { TARGET_KINDS, type RuleFormValues } from '../rule-form';
import { GroupsSelect } from './GroupsSelect';

/** Which devices a rule watches: a device type, then all its devices, listed ones, or those of groups. */
export function TargetFields({ form }: { form: FormInstance<RuleFormValues> }) {
  const { t } = useTranslation();
  const devtype = Form.useWatch('devtype', form);
  const kind = Form.useWatch('targetKind', form);
  return (
    <>
      <Form.Item name="devtype" label={t('rules.fields.devtype')} required>
        <TaskDevtypeSelect
          testId="rule-devtype"
          onChange={() => {
            // Another type's devices and points do not apply.
            form.setFieldValue('devids', []);
            form.setFieldValue(['trigger', 'point'], undefined);
          }}
        />
      </Form.Item>
      <Form.Item name="targetKind" label={t('rules.editor.targets')}>
        <Radio.Group
          data-testid="rule-target-kind"
          options={TARGET_KINDS.map((k) => ({ value: k, label: t(`rules.targetKinds.${k}`) }))}
        />
      </Form.Item>
      {kind === 'devices' && (
        <Form.Item name="devids" label={t('rules.editor.devices')} required>
          {devtype ? (
            <TypeDevicesSelect devtype={devtype} />
          ) : (
            <Select disabled placeholder={t('rules.editor.typeFirst')} />
          )}
        </Form.Item>
      )}
      {kind === 'groups' && (
        <Form.Item
          name="groupids"
          label={t('rules.editor.groups')}
          required
          extra={t('rules.editor.groupsHint')}
        >
          <GroupsSelect />
        </Form.Item>
      )}
    </>
  );
}
