import { useTranslation } from 'react-i18next';
import type { WebappView } from '@fleetkey/contract';
import { formatDateTime } from '../../common/format';
import { ListTable, type ListPage, type TimeOrder } from '../../common/ListTable';
import { timeSort } from '../../common/time-sort';
import { Checksum, formatBytes } from '@fleetkey/web-kit';

/** The web app versions: where each bundle is meant to go, the bundle, its checksum, who uploaded it when. */
export function WebappTable({ descend, ...list }: ListPage<WebappView> & TimeOrder) {
  const { t } = useTranslation();
  return (
    <ListTable<WebappView>
      testId="webapp-table"
      {...list}
      emptyText={t('system.webapps.empty')}
      columns={[
        { key: 'webPath', dataIndex: 'webPath', title: t('system.webapps.fields.webPath') },
        { key: 'fileName', dataIndex: 'fileName', title: t('system.webapps.fields.file') },
        {
          key: 'size',
          title: t('system.fields.size'),
          align: 'right',
          render: (_, webapp) => formatBytes(webapp.size),
        },
        {
          key: 'sha256',
          title: t('system.fields.sha256'),
          render: (_, webapp) => <Checksum sha256={webapp.sha256} />,
        },
        { key: 'adminName', dataIndex: 'adminName', title: t('system.fields.uploader') },
        {
          key: 'createdAt',
          title: t('system.fields.time'),
          ...timeSort(descend),
          render: (_, webapp) => formatDateTime(webapp.createdAt),
        },
      ]}
    />
  );
}
