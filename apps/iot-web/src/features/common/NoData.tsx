import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** The "no data" message of empty lists, tables and charts (iot-console.md §5). */
export function NoData({ hint }: { hint?: string }) {
  const { t } = useTranslation();
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      data-testid="no-data"
      description={hint ? `${t('list.noData')} · ${hint}` : t('list.noData')}
    />
  );
}
