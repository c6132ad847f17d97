import { memo } from 'react';
import { Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEVICE_TABLE_PAGE_SIZE } from '@fleetkey/contract';
import type { DeviceView } from '@fleetkey/contract';
import { deviceDetailPath } from '../../common/device-links';
import { DeviceStatusTag } from '../../common/DeviceStatusTag';
import { formatDateTime } from '../../common/format';
import type { DeviceSortKey } from '../device-index';

/** An order of the table. */
export interface DeviceSort {
  key: DeviceSortKey;
  descend: boolean;
}

export interface DevicePageTableProps {
  /** The devices of the shown page only. */
  rows: readonly DeviceView[];
  total: number;
  page: number;
  sort: DeviceSort;
  loading: boolean;
  onChange: NonNullable<TableProps<DeviceView>['onChange']>;
}

/** One page of the dashboard's devices; the page, order and paging come from the caller. */
function DevicePageTableView({ rows, total, page, sort, loading, onChange }: DevicePageTableProps) {
  const { t } = useTranslation();
  const sortOrder = (key: DeviceSortKey): SortOrder =>
    sort.key === key ? (sort.descend ? 'descend' : 'ascend') : null;
  const sortable = (key: DeviceSortKey) => ({ key, dataIndex: key, sorter: true, sortOrder: sortOrder(key) });
  const columns: TableColumnsType<DeviceView> = [
    {
      ...sortable('devid'),
      title: t('devices.devid'),
      render: (devid: string, device) => <Link to={deviceDetailPath(device)}>{devid}</Link>,
    },
    { ...sortable('devname'), title: t('devices.devname') },
    { title: t('devices.devtype'), dataIndex: 'devtype', key: 'devtype' },
    {
      ...sortable('status'),
      title: t('devices.status'),
      render: (status: DeviceView['status']) => <DeviceStatusTag status={status} />,
    },
    {
      ...sortable('registertime'),
      title: t('devices.registertime'),
      render: (ms: number) => formatDateTime(ms),
    },
  ];
  return (
    <Table<DeviceView>
      size="small"
      rowKey="devid"
      loading={loading}
      columns={columns}
      dataSource={[...rows]}
      onChange={onChange}
      locale={{ emptyText: t('list.noData') }}
      pagination={{
        current: page,
        pageSize: DEVICE_TABLE_PAGE_SIZE,
        total,
        showSizeChanger: false,
        size: 'small',
      }}
    />
  );
}

const sameRows = (a: readonly DeviceView[], b: readonly DeviceView[]) =>
  a.length === b.length && a.every((device, i) => device === b[i]);

/**
 * Most keystrokes in the search box leave the shown page as it was (typing narrows 10,000 matches to
 * 9,000: page 1 is still page 1): the table then skips its render, which is most of a keystroke's cost.
 */
export const DevicePageTable = memo(
  DevicePageTableView,
  (before, after) =>
    sameRows(before.rows, after.rows) &&
    before.total === after.total &&
    before.page === after.page &&
    before.sort === after.sort &&
    before.loading === after.loading &&
    before.onChange === after.onChange,
);
