import { Drawer, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { DbcOrigin } from './DbcOrigin';
import { DbcOverview } from './DbcOverview';
import { DbcTree } from './DbcTree';

/** One DBC file: its messages and signals (searchable), the database's own facts, and its text. */
export function DbcDetailDrawer({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open title={name} size={1100} onClose={onClose} destroyOnHidden data-testid="dbc-detail">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'tree', label: t('dbc.detail.tree'), children: <DbcTree name={name} /> },
          { key: 'overview', label: t('dbc.detail.overview'), children: <DbcOverview name={name} /> },
          { key: 'origin', label: t('dbc.detail.origin'), children: <DbcOrigin name={name} /> },
        ]}
      />
    </Drawer>
  );
}
