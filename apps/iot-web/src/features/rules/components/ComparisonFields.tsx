import { Flex, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  COMPARE_OPERATORS,
  RULE_LIMITS,
  TELEMETRY_OPERATORS,
  type Point,
  type TelemetryOperator,
} from '@fleetkey/contract';
import type { Threshold } from '../rule-form';
import { OPERATOR_KEYS } from '../rule-texts';

const RANGE: readonly TelemetryOperator[] = ['between', 'outside'];
/** The operators offered under each base: a clear condition compares or ranges, without `change`. */
const OPERATORS: Record<'trigger' | 'clear', readonly TelemetryOperator[]> = {
  trigger: TELEMETRY_OPERATORS,
  clear: [...COMPARE_OPERATORS, ...RANGE],
};

/** What the enclosing Form.Item gives its control. */
interface Control {
  id?: string;
  value?: Threshold | null;
  onChange?: (value: unknown) => void;
}

/**
 * The threshold input a point's declared type calls for (text and true/false compare by == and != only);
 * the Form.Item's value and onChange go through to it.
 */
function ValueInput({
  point,
  operator,
  testId,
  ...control
}: Control & {
  point: Point | undefined;
  operator: TelemetryOperator;
  testId: string;
}) {
  const { t } = useTranslation();
  const equality = operator === '==' || operator === '!=';
  if (equality && point?.type === 'boolean')
    return (
      <Select
        {...control}
        value={typeof control.value === 'boolean' ? control.value : undefined}
        style={{ width: 140 }}
        data-testid={testId}
        options={[
          { value: true, label: 'true' },
          { value: false, label: 'false' },
        ]}
      />
    );
  if (equality && point?.type === 'string')
    return (
      <Input
        {...control}
        value={typeof control.value === 'string' ? control.value : undefined}
        maxLength={RULE_LIMITS.valueTextMax}
        style={{ width: 200 }}
        data-testid={testId}
      />
    );
  return (
    <InputNumber
      {...control}
      value={typeof control.value === 'number' ? control.value : null}
      style={{ width: 160 }}
      suffix={point?.unit}
      placeholder={operator === 'change' ? t('rules.editor.delta') : undefined}
      data-testid={testId}
    />
  );
}

/**
 * A comparison of a point with a threshold, under `base` (`trigger` or `clear`): the operator, the value or
 * the low/high of a range (in the point's unit), and "for N seconds" unless the operator is `change`.
 */
export function ComparisonFields({
  base,
  point,
  operator,
}: {
  base: 'trigger' | 'clear';
  point: Point | undefined;
  operator: TelemetryOperator;
}) {
  const { t } = useTranslation();
  // The test ids name the part of the rule: rule-trigger-…, rule-clear-….
  const testPrefix = `rule-${base}`;
  return (
    <Flex gap={8} wrap align="flex-start">
      <Form.Item name={[base, 'operator']} label={t('rules.editor.operator')}>
        <Select
          style={{ width: 170 }}
          data-testid={`${testPrefix}-operator`}
          options={OPERATORS[base].map((op) => ({
            value: op,
            label: `${RANGE.includes(op) || op === 'change' ? '' : `${op} `}${t(`rules.operators.${OPERATOR_KEYS[op]}`)}`,
          }))}
        />
      </Form.Item>
      {RANGE.includes(operator) ? (
        <>
          <Form.Item name={[base, 'low']} label={t('rules.editor.low')} required>
            <InputNumber style={{ width: 130 }} suffix={point?.unit} data-testid={`${testPrefix}-low`} />
          </Form.Item>
          <Form.Item name={[base, 'high']} label={t('rules.editor.high')} required>
            <InputNumber style={{ width: 130 }} suffix={point?.unit} data-testid={`${testPrefix}-high`} />
          </Form.Item>
        </>
      ) : (
        <Form.Item
          name={[base, 'value']}
          label={operator === 'change' ? t('rules.editor.delta') : t('rules.editor.value')}
          required
        >
          <ValueInput point={point} operator={operator} testId={`${testPrefix}-value`} />
        </Form.Item>
      )}
      {operator !== 'change' && (
        <Form.Item
          name={[base, 'forSeconds']}
          label={t('rules.editor.forSeconds')}
          tooltip={t('rules.editor.forSecondsHint')}
        >
          <InputNumber
            min={1}
            max={RULE_LIMITS.forSecondsMax}
            precision={0}
            suffix={t('rules.editor.seconds')}
            placeholder={t('rules.editor.atOnce')}
            style={{ width: 140 }}
            data-testid={`${testPrefix}-for`}
          />
        </Form.Item>
      )}
    </Flex>
  );
}
