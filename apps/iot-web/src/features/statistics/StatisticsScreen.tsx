import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddressTab } from '../common/hooks/use-address-tab';
import { AlgorithmsTab } from './AlgorithmsTab';
import { ExampleList } from './ExampleList';
import { ResultsTab } from './ResultsTab';
import { STATISTICS_TABS, type StatisticsTab } from './statistic-links';

const PANES: Readonly<Record<StatisticsTab, () => React.JSX.Element>> = {
  algorithms: AlgorithmsTab,
  examples: ExampleList,
  results: ResultsTab,
};

/**
 * The Statistics screen (iot-console.md §7 "Statistics"): algorithms (built-in and the user's formulas),
 * examples (an algorithm over a type's devices per window, started and stopped), and their results with a
 * chart and a CSV export. The open tab is in the address (`?tab=`).
 */
export function StatisticsScreen() {
  const { t } = useTranslation();
  const { tab, open } = useAddressTab(STATISTICS_TABS);
  return (
    <Tabs
      activeKey={tab}
      // Another tab starts unfiltered: an example chosen for the results does not follow elsewhere.
      onChange={open}
      destroyOnHidden
      data-testid="statistics-tabs"
      items={STATISTICS_TABS.map((key) => {
        const Pane = PANES[key];
        return { key, label: t(`statistics.tabs.${key}`), children: <Pane /> };
      })}
    />
  );
}
