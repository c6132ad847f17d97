import { AutoComplete, Form, InputNumber, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEVICE_STATUSES, RULE_LIMITS, TRIGGER_KINDS } from '@fleetkey/contract';
import { useTypeDeclarations } from '../hooks/useTypeDeclarations';
import type { RuleFormValues } from '../rule-form';
import { ComparisonFields } from './ComparisonFields';
import { EventFields } from './EventFields';

/** A minutes input (offline or no data for N minutes). */
function MinutesField() {
  const { t } = useTranslation();
  return (
    <Form.Item name={['trigger', 'minutes']} label={t('rules.editor.minutes')} required>
      <InputNumber
        min={1}
        max={RULE_LIMITS.minutesMax}
        precision={0}
        suffix={t('rules.editor.minutesUnit')}
        style={{ width: 160 }}
        data-testid="rule-trigger-minutes"
      />
    </Form.Item>
  );
}

/**
 * What sets the rule off: a point of the type compared with a threshold (its declared points offered with
 * their units), an event code or type, a status, or offline / no data for some minutes.
 */
export function TriggerFields({ form }: { form: FormInstance<RuleFormValues> }) {
  const { t } = useTranslation();
  const devtype = Form.useWatch('devtype', form);
  const trigger = Form.useWatch('trigger', { form, preserve: true }) ?? form.getFieldValue('trigger');
  const declared = useTypeDeclarations(devtype);
  const points = declared.data?.points ?? [];
  const point = points.find((p) => p.name === trigger.point);
  return (
    <>
      <Form.Item name={['trigger', 'kind']} label={t('rules.fields.trigger')}>
        <Select
          style={{ width: 240 }}
          data-testid="rule-trigger-kind"
          options={TRIGGER_KINDS.map((kind) => ({ value: kind, label: t(`rules.triggerKinds.${kind}`) }))}
          onChange={(kind) => {
            // A telemetry clear condition needs a telemetry trigger.
            if (kind !== 'telemetry' && form.getFieldValue(['clear', 'kind']) === 'telemetry')
              form.setFieldValue(['clear', 'kind'], 'auto');
          }}
        />
      </Form.Item>
      {trigger.kind === 'telemetry' && (
        <>
          <Form.Item
            name={['trigger', 'point']}
            label={t('rules.editor.point')}
            required
            extra={devtype ? undefined : t('rules.editor.typeFirst')}
          >
            <AutoComplete
              style={{ width: 240 }}
              data-testid="rule-point"
              options={points.map((p) => ({
                value: p.name,
                label: [p.name, p.desc, p.unit && `(${p.unit})`].filter(Boolean).join(' '),
              }))}
            />
          </Form.Item>
          <ComparisonFields base="trigger" point={point} operator={trigger.operator} />
        </>
      )}
      {trigger.kind === 'event' && <EventFields base="trigger" events={declared.data?.events ?? []} />}
      {trigger.kind === 'status' && (
        <Form.Item name={['trigger', 'to']} label={t('rules.editor.statusTo')}>
          <Select
            style={{ width: 160 }}
            data-testid="rule-trigger-status"
            options={DEVICE_STATUSES.map((s) => ({ value: s, label: t(`deviceStatus.${s}`) }))}
          />
        </Form.Item>
      )}
      {(trigger.kind === 'offline' || trigger.kind === 'noData') && <MinutesField />}
    </>
  );
}
