import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddressTab } from '../common/hooks/use-address-tab';
import { DbcFilesTab } from './components/DbcFilesTab';
import { DecodeTool } from './components/DecodeTool';
import { StrategiesTab } from './components/StrategiesTab';

const DBC_TABS = ['files', 'strategies', 'decode'] as const;

/**
 * The CAN-database screen (iot-console.md §1, §7 "DBC"): the DBC files, the strategies that decode
 * device types' frames with them, and a tool that decodes pasted frames.
 */
export function DbcScreen() {
  const { t } = useTranslation();
  const { tab, open } = useAddressTab(DBC_TABS, { replace: true });
  return (
    <Card size="small" data-testid="dbc-screen">
      <Tabs
        activeKey={tab}
        onChange={open}
        items={[
          { key: 'files', label: t('dbc.tabs.files'), children: <DbcFilesTab /> },
          { key: 'strategies', label: t('dbc.tabs.strategies'), children: <StrategiesTab /> },
          { key: 'decode', label: t('dbc.tabs.decode'), children: <DecodeTool /> },
        ]}
      />
    </Card>
  );
}
