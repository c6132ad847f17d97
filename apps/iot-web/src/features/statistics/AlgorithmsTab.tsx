import { Flex } from 'antd';
import { BuiltinTable } from './components/BuiltinTable';
import { FormulaList } from './FormulaList';

/** The algorithms tab: the user's formulas to edit, then the built-ins they and examples build on. */
export function AlgorithmsTab() {
  return (
    <Flex vertical gap={24}>
      <FormulaList />
      <BuiltinTable />
    </Flex>
  );
}
