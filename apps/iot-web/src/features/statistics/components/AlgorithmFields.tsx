import { AutoComplete, Form, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isStatisticBuiltin } from '@fleetkey/contract';
import { useTypeDeclarations } from '../../rules/hooks/useTypeDeclarations';
import { paramsOf, type ExampleFormValues } from '../example-form';
import { useAllAlgorithms } from '../hooks/useAlgorithms';
import { builtinName } from '../statistic-texts';

/**
 * What an example computes: an algorithm (built-ins, then the user's formulas); a built-in over a point of
 * the type (its declared numeric points offered with their units) with the threshold or percentile it
 * takes; a formula names its own points, shown here.
 */
export function AlgorithmFields() {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance<ExampleFormValues>();
  const algorithmId = Form.useWatch('algorithmId', form);
  const devtype = Form.useWatch('devtype', form);
  const algorithms = useAllAlgorithms();
  const declared = useTypeDeclarations(devtype);
  const points = (declared.data?.points ?? []).filter((p) => p.type !== 'string');
  const all = algorithms.data ?? [];
  const formula = all.find((one) => one.id === algorithmId && !one.builtin);
  const builtin = algorithmId !== undefined && isStatisticBuiltin(algorithmId);
  const params = paramsOf(algorithmId);
  return (
    <>
      <Form.Item name="algorithmId" label={t('statistics.examples.algorithm')} required>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={algorithms.isPending}
          style={{ width: 320 }}
          data-testid="example-algorithm"
          options={[
            {
              label: t('statistics.algorithms.builtinTitle'),
              options: all
                .filter((one) => one.builtin && isStatisticBuiltin(one.id))
                .map((one) => ({
                  value: one.id,
                  label: isStatisticBuiltin(one.id) ? builtinName(one.id, i18n.language) : one.name,
                })),
            },
            {
              label: t('statistics.algorithms.formulaTitle'),
              options: all.filter((one) => !one.builtin).map((one) => ({ value: one.id, label: one.name })),
            },
          ]}
        />
      </Form.Item>
      {formula && (
        <Typography.Paragraph type="secondary" data-testid="example-formula">
          <Typography.Text code>{formula.formula}</Typography.Text>{' '}
          {t('statistics.examples.formulaPoints', { points: formula.points.join(', ') })}
        </Typography.Paragraph>
      )}
      {builtin && (
        <Form.Item
          name="point"
          label={t('statistics.examples.point')}
          required
          extra={devtype ? undefined : t('rules.editor.typeFirst')}
        >
          <AutoComplete
            style={{ width: 320 }}
            data-testid="example-point"
            options={points.map((p) => ({
              value: p.name,
              label: [p.name, p.desc, p.unit && `(${p.unit})`].filter(Boolean).join(' '),
            }))}
          />
        </Form.Item>
      )}
      {params.includes('threshold') && (
        <Form.Item name="threshold" label={t('statistics.examples.threshold')} required>
          <InputNumber style={{ width: 160 }} data-testid="example-threshold" />
        </Form.Item>
      )}
      {params.includes('p') && (
        <Form.Item name="p" label={t('statistics.examples.percentile')} required>
          <InputNumber min={0} max={100} style={{ width: 160 }} suffix="%" data-testid="example-p" />
        </Form.Item>
      )}
    </>
  );
}
