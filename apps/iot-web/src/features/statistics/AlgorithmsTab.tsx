import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { BuiltinTable } from './components/BuiltinTable';
import { FormulaList } from './FormulaList';

/** The algorithms tab: the user's formulas to edit, then the built-ins they and examples build on. */
export function AlgorithmsTab() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={24}>
      <Card size="small" title={t('statistics.algorithms.formulaTitle')}>
        <FormulaList />
      </Card>
      <BuiltinTable />
    </Flex>
  );
}
