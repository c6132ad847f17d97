import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListResult, WebappView } from '@fleetkey/contract';
import { formatDateTime } from '../../common/format';
import { tablePagination, TABLE_PAGE_SIZE } from '../../common/paging';
import { formatBytes } from '../file-size';
import { newestFirst, timeSort } from '../../common/time-sort';
import { Checksum } from './Checksum';

/** The web app versions: where each bundle is meant to go, the bundle, its checksum, who uploaded it when. */
export function WebappTable({
  data,
  loading,
  page,
  descend,
  onPage,
  onOrder,
}: {
  data: ListResult<WebappView> | undefined;
  loading: boolean;
  page: number;
  descend: boolean;
  onPage: (page: number) => void;
  onOrder: (descend: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table<WebappView>
      rowKey="id"
      data-testid="webapp-table"
      loading={loading}
      dataSource={data?.result}
      locale={{ emptyText: t('system.webapps.empty') }}
      scroll={{ x: 'max-content' }}
      onChange={(_pagination, _filters, sorter, { action }) => {
        if (action === 'sort') onOrder(newestFirst(sorter));
      }}
      pagination={tablePagination(t, {
        page,
        pageSize: TABLE_PAGE_SIZE,
        total: data?.totalCount ?? 0,
        onChange: onPage,
      })}
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
