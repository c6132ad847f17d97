import { Divider, Flex, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { RULE_LIMITS, RULE_SEVERITIES, type RuleBodyInput, type RuleView } from '@fleetkey/contract';
import { checkedBody } from '../../common/form-issues';
import { FormDrawer } from '../../common/FormDrawer';
import { TargetFields } from '../../common/TargetFields';
import { newRuleValues, ruleFormValues, toRuleBody, type RuleFormValues } from '../rule-form';
import { ActionsPicker } from './ActionsPicker';
import { ClearFields } from './ClearFields';
import { TriggerFields } from './TriggerFields';
import { useFormDialog } from '../../common/hooks/use-form-dialog';

export interface RuleDialogProps {
  /** The rule edited; a new rule when absent. */
  editing?: RuleView;
  onSave: (body: RuleBodyInput) => Promise<unknown>;
  onClose: () => void;
  /** Shown without Save (a user without rules:write reads the rule). */
  readOnly?: boolean;
}

/**
 * Creates or edits a rule: name, severity, the devices it watches, its trigger and clear condition, the
 * throttle, whether it records alarms, and the actions it runs. The contract's schema (the server's own)
 * checks the form; a refusal of the server shows above it.
 */
export function RuleDialog({ editing, onSave, onClose, readOnly = false }: RuleDialogProps) {
  const { t } = useTranslation();
  const { form, save, frame } = useFormDialog<RuleFormValues>(onClose);

  const submit = () => {
    // Every field, including those of kinds not shown (antd gives only the mounted ones to onFinish).
    const body = checkedBody(form, toRuleBody(form.getFieldsValue(true) as RuleFormValues), t);
    if (body) void save(() => onSave(body));
  };

  return (
    <FormDrawer<RuleFormValues>
      size={760}
      title={editing ? t('rules.editTitle', { name: editing.name }) : t('rules.createTitle')}
      {...frame}
      onSave={submit}
      readOnly={readOnly}
      testIds={{ form: 'rule-dialog', ok: 'rule-submit', failure: 'rule-save-error' }}
      initialValues={editing ? ruleFormValues(editing) : newRuleValues()}
    >
      <Flex gap={16} wrap>
        <Form.Item name="name" label={t('rules.fields.name')} required style={{ flex: 1, minWidth: 240 }}>
          <Input maxLength={RULE_LIMITS.nameMax} data-testid="rule-name" />
        </Form.Item>
        <Form.Item name="severity" label={t('rules.fields.severity')}>
          <Select
            style={{ width: 150 }}
            data-testid="rule-severity"
            options={RULE_SEVERITIES.map((s) => ({ value: s, label: t(`rules.severities.${s}`) }))}
          />
        </Form.Item>
      </Flex>
      <Form.Item name="description" label={t('rules.fields.description')}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={RULE_LIMITS.descriptionMax} />
      </Form.Item>
      <Divider titlePlacement="start">{t('rules.editor.watch')}</Divider>
      <TargetFields
        testIdPrefix="rule"
        onDevtypeChange={() => form.setFieldValue(['trigger', 'point'], undefined)}
      />
      <Divider titlePlacement="start">{t('rules.editor.when')}</Divider>
      <TriggerFields form={form} />
      <ClearFields form={form} />
      <Divider titlePlacement="start">{t('rules.editor.then')}</Divider>
      <Flex gap={24} wrap>
        <Form.Item name="record" label={t('rules.fields.record')} valuePropName="checked">
          <Switch data-testid="rule-record" />
        </Form.Item>
        <Form.Item
          name="throttleMinutes"
          label={t('rules.fields.throttle')}
          tooltip={t('rules.editor.throttleHint')}
        >
          <InputNumber
            min={0}
            max={RULE_LIMITS.throttleMinutesMax}
            precision={0}
            suffix={t('rules.editor.minutesUnit')}
            style={{ width: 150 }}
            data-testid="rule-throttle"
          />
        </Form.Item>
        <Form.Item
          name="status"
          label={t('rules.fields.status')}
          getValueProps={(status) => ({ checked: status === 'enabled' })}
          getValueFromEvent={(on: boolean) => (on ? 'enabled' : 'disabled')}
        >
          <Switch data-testid="rule-enabled" />
        </Form.Item>
      </Flex>
      <Form.Item name="actionIds" label={t('rules.fields.actions')}>
        <ActionsPicker />
      </Form.Item>
    </FormDrawer>
  );
}
