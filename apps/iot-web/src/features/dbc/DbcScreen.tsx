import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DbcFilesTab } from './components/DbcFilesTab';
import { DecodeTool } from './components/DecodeTool';
import { StrategiesTab } from './components/StrategiesTab';

/** The address query naming the tab shown (a reload or a shared link keeps it). */
const TAB_QUERY = 'tab';
const TABS = ['files', 'strategies', 'decode'] as const;
type DbcTab = (typeof TABS)[number];

/**
 * The CAN-database screen (iot-console.md §1, §7 "DBC"): the DBC files, the strategies that decode
 * device types' frames with them, and a tool that decodes pasted frames.
 */
export function DbcScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get(TAB_QUERY);
  const tab: DbcTab = TABS.find((name) => name === asked) ?? 'files';
  return (
    <Card size="small" data-testid="dbc-screen">
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ [TAB_QUERY]: key }, { replace: true })}
        items={[
          { key: 'files', label: t('dbc.tabs.files'), children: <DbcFilesTab /> },
          { key: 'strategies', label: t('dbc.tabs.strategies'), children: <StrategiesTab /> },
          { key: 'decode', label: t('dbc.tabs.decode'), children: <DecodeTool /> },
        ]}
      />
    </Card>
  );
}
