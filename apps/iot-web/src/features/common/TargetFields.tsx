import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DevicesSelect } from './DevicesSelect';
import { TaskDevtypeSelect } from '../tasks/components/TaskDevtypeSelect';
import { GroupsSelect } from './GroupsSelect';
import { TARGET_KINDS, type TargetFormValues } from './targets';

/**
 * Which devices a rule or a statistics example covers: a device type, then all its devices, listed ones,
 * or those of groups. Inside a Form whose values include TargetFormValues; the texts are the rule editor's,
 * where these fields first appeared. `onDevtypeChange` clears what depended on the old type (its points).
 */
export function TargetFields({
  testIdPrefix,
  onDevtypeChange,
}: {
  testIdPrefix: string;
  onDevtypeChange?: () => void;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<TargetFormValues>();
  const devtype = Form.useWatch('devtype', form);
  const kind = Form.useWatch('targetKind', form);
  return (
    <>
      <Form.Item name="devtype" label={t('rules.fields.devtype')} required>
        <TaskDevtypeSelect
          testId={`${testIdPrefix}-devtype`}
          onChange={() => {
            // Another type's devices do not apply.
            form.setFieldValue('devids', []);
            onDevtypeChange?.();
          }}
        />
      </Form.Item>
      <Form.Item name="targetKind" label={t('rules.editor.targets')}>
        <Radio.Group
          data-testid={`${testIdPrefix}-target-kind`}
          options={TARGET_KINDS.map((k) => ({ value: k, label: t(`rules.targetKinds.${k}`) }))}
        />
      </Form.Item>
      {kind === 'devices' && (
        <Form.Item name="devids" label={t('rules.editor.devices')} required>
          {devtype ? (
            <DevicesSelect devtype={devtype} />
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
          <GroupsSelect testId={`${testIdPrefix}-groups`} />
        </Form.Item>
      )}
    </>
  );
}
