import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CatalogueTab } from './components/CatalogueTab';
import { RecordTab } from './components/RecordTab';
import { StatisticTab } from './components/StatisticTab';

const TABS = ['catalogue', 'statistics', 'record'] as const;
type Tab = (typeof TABS)[number];

/**
 * /Home/AWPXManage/AWPXManage: the packaged protocols — the catalogue, its "statistics" and the users'
 * protocol "record" (the menu's statistics and record entries open those tabs through `?tab=`).
 */
export function AWPXManage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.find((key) => key === asked) ?? 'catalogue';
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams(key === 'catalogue' ? {} : { tab: key })}
      destroyOnHidden
      items={[
        { key: 'catalogue', label: t('awpx.tabs.catalogue'), children: <CatalogueTab /> },
        { key: 'statistics', label: t('awpx.tabs.statistics'), children: <StatisticTab /> },
        { key: 'record', label: t('awpx.tabs.record'), children: <RecordTab /> },
      ]}
    />
  );
}
