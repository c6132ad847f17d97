import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FORMULA_MATH_FUNCTIONS, STATISTIC_BUILTIN_CATALOGUE } from '@fleetkey/contract';

/** What a formula may call, each a tag that adds its opening to the formula when clicked. */
export function FormulaHelp({ onInsert }: { onInsert: (snippet: string) => void }) {
  const { t } = useTranslation();
  const tags = (names: readonly string[], color: string) =>
    names.map((name) => (
      <Tag
        key={name}
        color={color}
        style={{ cursor: 'pointer', fontFamily: 'monospace' }}
        onClick={() => onInsert(`${name}(`)}
      >
        {name}
      </Tag>
    ));
  return (
    <Flex vertical gap={6} style={{ marginBottom: 16 }} data-testid="formula-help">
      <Typography.Text type="secondary">{t('statistics.algorithms.aggregates')}</Typography.Text>
      <Flex wrap gap={4}>
        {tags(
          STATISTIC_BUILTIN_CATALOGUE.map((entry) => entry.key),
          'blue',
        )}
      </Flex>
      <Typography.Text type="secondary">{t('statistics.algorithms.mathFunctions')}</Typography.Text>
      <Flex wrap gap={4}>
        {tags(FORMULA_MATH_FUNCTIONS, 'default')}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('statistics.algorithms.examples')} <Typography.Text code>avg(power) * 0.9</Typography.Text>{' '}
        <Typography.Text code>max(temp) - min(temp)</Typography.Text>{' '}
        <Typography.Text code>timeAbove(temp, 30) / 3600</Typography.Text>
      </Typography.Text>
    </Flex>
  );
}
