import { useState } from 'react';
import { Button, DatePicker, Flex, Select, Table, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FUND_ENTRY_TYPES, type FundEntryType, type FundEntryView } from '@fleetkey/contract';
import { formatFen, QueryError, useShowError } from '@fleetkey/web-kit';
import { saveBlob } from '../../common/download';
import { formatDateTime } from '../../common/format';
import { TABLE_PAGE_SIZE } from '../../common/paging';
import { dayRange } from '../date-range';
import { useFundflow, useFundsApi } from '../hooks/useFunds';

const ENTRY_COLOURS: Readonly<Record<FundEntryType, string>> = {
  grant: 'purple',
  recharge: 'green',
  usage: 'orange',
  refund: 'blue',
  adjustment: 'gold',
};

/** The ledger: entries of a type and a day range, newest first, paged, and the same as a CSV file. */
export function FlowsTable() {
  const { t } = useTranslation();
  const api = useFundsApi();
  const showError = useShowError();
  const [type, setType] = useState<FundEntryType>();
  const [range, setRange] = useState<{ from?: number; to?: number }>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(TABLE_PAGE_SIZE);
  const [downloading, setDownloading] = useState(false);
  const filter = { type, ...range };
  const flows = useFundflow(filter, page, pageSize);

  const download = async () => {
    setDownloading(true);
    try {
      const file = await api.flowsCsv(filter);
      saveBlob(file.blob, file.fileName ?? 'fundflow.csv');
    } catch (error) {
      showError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Flex vertical gap={12} data-testid="fund-flows">
      <Flex gap={8} wrap>
        <Select<FundEntryType>
          allowClear
          placeholder={t('funds.flows.allTypes')}
          style={{ width: 180 }}
          value={type}
          onChange={(value) => {
            setType(value);
            setPage(1);
          }}
          options={FUND_ENTRY_TYPES.map((value) => ({ value, label: t(`funds.entryTypes.${value}`) }))}
          data-testid="fund-flows-type"
        />
        <DatePicker.RangePicker
          onChange={(value) => {
            setRange(dayRange(value));
            setPage(1);
          }}
          data-testid="fund-flows-range"
        />
        <Button
          icon={<DownloadOutlined />}
          loading={downloading}
          onClick={() => void download()}
          data-testid="fund-flows-csv"
        >
          {t('funds.flows.csv')}
        </Button>
      </Flex>
      <QueryError query={flows} />
      <Table<FundEntryView>
        rowKey="id"
        size="middle"
        loading={flows.isFetching}
        dataSource={flows.data?.result ?? []}
        locale={{ emptyText: t('funds.flows.empty') }}
        pagination={{
          current: page,
          pageSize,
          total: flows.data?.totalCount ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('list.total', { count: total }),
          onChange: (next, size) => {
            setPage(next);
            setPageSize(size);
          },
        }}
        columns={[
          {
            key: 'time',
            title: t('funds.flows.time'),
            render: (_, e) => formatDateTime(e.createdAt),
            width: 180,
          },
          {
            key: 'type',
            title: t('funds.flows.type'),
            render: (_, e) => <Tag color={ENTRY_COLOURS[e.type]}>{t(`funds.entryTypes.${e.type}`)}</Tag>,
          },
          {
            key: 'amount',
            title: t('funds.flows.amount'),
            align: 'right',
            render: (_, e) => (
              <Typography.Text type={e.amount < 0 ? 'danger' : 'success'} data-testid="fund-flow-amount">
                {e.amount > 0 ? `+${formatFen(e.amount)}` : formatFen(e.amount)}
              </Typography.Text>
            ),
          },
          {
            key: 'balance',
            title: t('funds.flows.balanceAfter'),
            align: 'right',
            render: (_, e) => formatFen(e.balanceAfter),
          },
          { key: 'note', title: t('funds.flows.note'), dataIndex: 'note', ellipsis: true },
          { key: 'reference', title: t('funds.flows.reference'), dataIndex: 'reference', ellipsis: true },
        ]}
      />
    </Flex>
  );
}
