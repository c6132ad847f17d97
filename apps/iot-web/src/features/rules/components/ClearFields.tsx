import { Form, Radio, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { CLEAR_KINDS } from '@fleetkey/contract';
import { useTypeDeclarations } from '../hooks/useTypeDeclarations';
import type { RuleFormValues } from '../rule-form';
import { ComparisonFields } from './ComparisonFields';
import { EventFields } from './EventFields';

/**
 * When a standing alarm clears by itself: when the trigger no longer holds, by hysteresis on the trigger's
 * point (e.g. fire above 250, clear below 240), on an event, or only by hand.
 */
export function ClearFields({ form }: { form: FormInstance<RuleFormValues> }) {
  const { t } = useTranslation();
  const devtype = Form.useWatch('devtype', form);
  const trigger = Form.useWatch('trigger', { form, preserve: true }) ?? form.getFieldValue('trigger');
  const clear = Form.useWatch('clear', { form, preserve: true }) ?? form.getFieldValue('clear');
  const declared = useTypeDeclarations(devtype);
  const point = declared.data?.points.find((p) => p.name === trigger.point);
  return (
    <>
      <Form.Item
        name={['clear', 'kind']}
        label={t('rules.fields.clear')}
        extra={t(`rules.clearHints.${clear.kind}`)}
      >
        <Radio.Group
          optionType="button"
          data-testid="rule-clear-kind"
          options={CLEAR_KINDS.map((kind) => ({
            value: kind,
            label: t(`rules.clearKinds.${kind}`),
            disabled: kind === 'telemetry' && trigger.kind !== 'telemetry',
          }))}
        />
      </Form.Item>
      {clear.kind === 'telemetry' && (
        <>
          <Typography.Text type="secondary">
            {t('rules.editor.clearPoint', { point: trigger.point || '—' })}
          </Typography.Text>
          <ComparisonFields base="clear" point={point} operator={clear.operator} />
        </>
      )}
      {clear.kind === 'event' && <EventFields base="clear" events={declared.data?.events ?? []} />}
    </>
  );
}
