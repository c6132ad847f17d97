import { useCallback, useMemo, useState } from 'react';
import { Card, Flex, Input, Select, Typography } from 'antd';
import type { TableProps } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEVICE_TABLE_PAGE_SIZE } from '@fleetkey/contract';
import type { DeviceView } from '@fleetkey/contract';
import { filterDevices, type DeviceIndex, type DeviceSortKey } from '../device-index';
import { DevicePageTable, type DeviceSort } from './DevicePageTable';

export interface DashboardDeviceTableProps {
  index: DeviceIndex;
  devtypes: readonly string[];
  loading: boolean;
}

const SORTABLE: readonly DeviceSortKey[] = ['devid', 'devname', 'status', 'registertime'];
// Newest first, as the server's lists.
const DEFAULT_SORT: DeviceSort = { key: 'registertime', descend: true };
const isSortKey = (key: unknown): key is DeviceSortKey => SORTABLE.includes(key as DeviceSortKey);

/**
 * The dashboard's device table: 10 a page, a search over name or id and a type filter whose first option
 * is "all", all on the client (iot-console.md §2). A keystroke costs one pass over the prepared index;
 * only the shown page goes to the table.
 */
export function DashboardDeviceTable({ index, devtypes, loading }: DashboardDeviceTableProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [devtype, setDevtype] = useState('');
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [page, setPage] = useState(1);

  const matches = useMemo(
    () => filterDevices(index, { search, devtype, sort: sort.key, descend: sort.descend }),
    [index, search, devtype, sort],
  );
  const lastPage = Math.max(1, Math.ceil(matches.length / DEVICE_TABLE_PAGE_SIZE));
  const shownPage = Math.min(page, lastPage);
  const rows = matches.slice((shownPage - 1) * DEVICE_TABLE_PAGE_SIZE, shownPage * DEVICE_TABLE_PAGE_SIZE);

  const onChange = useCallback<NonNullable<TableProps<DeviceView>['onChange']>>(
    (pagination, _filters, sorter) => {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      setSort(
        one?.order && isSortKey(one.columnKey)
          ? { key: one.columnKey, descend: one.order === 'descend' }
          : DEFAULT_SORT,
      );
      setPage(pagination.current ?? 1);
    },
    [],
  );

  return (
    <Card title={t('dashboard.deviceTable')} data-testid="dashboard-devices">
      <Flex gap={12} wrap style={{ marginBottom: 12 }}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('dashboard.searchPlaceholder')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          style={{ width: 260 }}
          data-testid="dashboard-search"
        />
        <Select
          value={devtype}
          onChange={(value) => {
            setDevtype(value);
            setPage(1);
          }}
          style={{ width: 200 }}
          data-testid="dashboard-type-filter"
          options={[
            { value: '', label: t('dashboard.allTypes') },
            ...devtypes.map((d) => ({ value: d, label: d })),
          ]}
        />
        <Typography.Text type="secondary" style={{ alignSelf: 'center' }} data-testid="dashboard-match-count">
          {t('dashboard.matchCount', { count: matches.length })}
        </Typography.Text>
      </Flex>
      <DevicePageTable
        rows={rows}
        total={matches.length}
        page={shownPage}
        sort={sort}
        loading={loading}
        onChange={onChange}
      />
    </Card>
  );
}
