import { Form, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RULE_LIMITS, type RuleBodyInput, type RuleView } from '@fleetkey/contract';
import { FormModal } from '@fleetkey/web-kit';
import { useFormDialog } from '../../common/hooks/use-form-dialog';
import { DevicesSelect } from '../../common/DevicesSelect';
import { copyName, ruleCopies, type RuleCopyValues } from '../rule-copies';

export interface RuleCopyDialogProps {
  rule: RuleView;
  /** Saves the copies in one batch (all or none). */
  onSave: (rules: RuleBodyInput[]) => Promise<unknown>;
  onClose: () => void;
}

/**
 * "Apply to devices": the rule copied once per chosen device of its type (POST /rules/batch/create), as
 * ThingsBoard and Aliyun users apply one alarm rule to many devices; each copy can then be tuned alone.
 */
export function RuleCopyDialog({ rule, onSave, onClose }: RuleCopyDialogProps) {
  const { t } = useTranslation();
  const { form, save, frame } = useFormDialog<RuleCopyValues>(onClose);
  const devids = Form.useWatch('devids', form) ?? [];

  return (
    <FormModal<RuleCopyValues>
      width={620}
      title={t('rules.copy.title', { name: rule.name })}
      okText={t('rules.copy.ok', { count: devids.length })}
      {...frame}
      testIds={{ form: 'rule-copy-dialog', ok: 'rule-copy-submit', failure: 'rule-copy-error' }}
      initialValues={{ devids: [], status: rule.status }}
      intro={<Typography.Paragraph type="secondary">{t('rules.copy.hint')}</Typography.Paragraph>}
      onFinish={(values) => void save(() => onSave(ruleCopies(rule, values)))}
    >
      <Form.Item
        name="devids"
        label={t('rules.copy.devices', { devtype: rule.targets.devtype })}
        rules={[
          { required: true, type: 'array', min: 1, message: t('validation.required') },
          {
            type: 'array',
            max: RULE_LIMITS.batchMax,
            message: t('rules.copy.tooMany', { max: RULE_LIMITS.batchMax }),
          },
        ]}
      >
        <DevicesSelect devtype={rule.targets.devtype} testId="rule-copy-devices" />
      </Form.Item>
      <Form.Item
        name="status"
        label={t('rules.copy.enabled')}
        getValueProps={(status) => ({ checked: status === 'enabled' })}
        getValueFromEvent={(on: boolean) => (on ? 'enabled' : 'disabled')}
      >
        <Switch data-testid="rule-copy-enabled" />
      </Form.Item>
      {devids.length > 0 && (
        <Typography.Paragraph type="secondary" data-testid="rule-copy-names">
          {t('rules.copy.names', {
            names: devids
              .slice(0, 3)
              .map((devid) => copyName(rule.name, devid))
              .join('、'),
            more: devids.length > 3 ? t('rules.copy.more', { count: devids.length - 3 }) : '',
          })}
        </Typography.Paragraph>
      )}
    </FormModal>
  );
}
