import { useState } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  STATISTIC_LIMITS,
  statisticAlgorithmBodySchema,
  type StatisticAlgorithmBodyInput,
  type StatisticAlgorithmView,
} from '@fleetkey/contract';
import { zodRule, FormModal } from '@fleetkey/web-kit';
import { useFormDialog } from '../../common/hooks/use-form-dialog';
import { formulaRefusal, type FormulaRefusal } from '../formula-refusal';
import { FormulaHelp } from './FormulaHelp';

type Values = Required<StatisticAlgorithmBodyInput>;

const { shape } = statisticAlgorithmBodySchema;

/**
 * Creates or edits a formula algorithm. The formula is checked by the server when saved (the whitelist is
 * the server's): its refusal — a forbidden function, an unknown name, bad syntax — shows on the formula
 * itself, with the name at fault; other refusals above the form.
 */
export function AlgorithmDialog({
  editing,
  onSave,
  onClose,
}: {
  editing?: StatisticAlgorithmView;
  onSave: (body: StatisticAlgorithmBodyInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { form, failure, save, frame } = useFormDialog<Values>(onClose);

  // The server's refusal of the formula, shown on it (in the current language) until the formula changes.
  const [refusal, setRefusal] = useState<FormulaRefusal | null>(null);
  const refusalText = refusal && t(refusal.messageKey);
  const submit = (values: Values) =>
    void save(async () => {
      try {
        await onSave(values);
      } catch (error) {
        setRefusal(formulaRefusal(error));
        throw error;
      }
    });

  return (
    <FormModal<Values>
      width={720}
      title={
        editing
          ? t('statistics.algorithms.editTitle', { name: editing.name })
          : t('statistics.algorithms.createTitle')
      }
      {...frame}
      // A refusal of the formula shows on the formula, not above the form.
      failure={formulaRefusal(failure) ? null : failure}
      testIds={{ form: 'formula-dialog', ok: 'formula-submit', failure: 'formula-save-error' }}
      initialValues={{
        name: editing?.name ?? '',
        description: editing?.description ?? '',
        formula: editing?.formula ?? '',
        unit: editing?.unit ?? '',
      }}
      onFinish={submit}
      onValuesChange={(changed: Partial<Values>) => {
        if ('formula' in changed) setRefusal(null);
      }}
    >
      <Form.Item name="name" label={t('statistics.algorithms.name')} rules={[zodRule(shape.name, t)]}>
        <Input maxLength={STATISTIC_LIMITS.nameMax} data-testid="formula-name" />
      </Form.Item>
      <Form.Item
        name="formula"
        label={t('statistics.algorithms.formula')}
        rules={[zodRule(shape.formula, t)]}
        extra={t('statistics.algorithms.formulaHint')}
        validateStatus={refusal ? 'error' : undefined}
        help={
          refusal
            ? refusal.at
              ? t('statistics.algorithms.refusedAt', { text: refusalText, at: refusal.at })
              : refusalText
            : undefined
        }
      >
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={STATISTIC_LIMITS.formulaMax}
          placeholder="avg(power) * 0.9"
          style={{ fontFamily: 'monospace' }}
          data-testid="formula-input"
        />
      </Form.Item>
      <FormulaHelp
        onInsert={(snippet) => {
          const current = String(form.getFieldValue('formula') ?? '');
          form.setFieldValue('formula', `${current}${snippet}`);
          setRefusal(null);
        }}
      />
      <Form.Item name="unit" label={t('statistics.algorithms.unit')} rules={[zodRule(shape.unit, t)]}>
        <Input maxLength={STATISTIC_LIMITS.unitMax} style={{ width: 160 }} data-testid="formula-unit" />
      </Form.Item>
      <Form.Item name="description" label={t('statistics.algorithms.description')}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} maxLength={STATISTIC_LIMITS.descriptionMax} />
      </Form.Item>
    </FormModal>
  );
}
