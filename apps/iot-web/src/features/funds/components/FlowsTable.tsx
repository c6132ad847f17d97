import { useState } from 'react';
import { Button, Flex, Table, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FUND_ENTRY_TYPES, type FundEntryType, type FundEntryView } from '@fleetkey/contract';
import { formatFen, QueryError, useShowError, saveBlob } from '@fleetkey/web-kit';
import { formatDateTime } from '../../common/format';
import { useFundflow, useFundsApi } from '../hooks/useFunds';
import { useFundFilter } from '../hooks/use-fund-filter';
import { FundFilterBar } from './FundFilterBar';

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
  const filters = useFundFilter<FundEntryType>();
  const [downloading, setDownloading] = useState(false);
  const filter = { type: filters.kind, ...filters.range };
  const flows = useFundflow(filter, filters.page, filters.pageSize);

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
      <FundFilterBar<FundEntryType>
        kinds={FUND_ENTRY_TYPES}
        kind={filters.kind}
        onKind={filters.chooseKind}
        onRange={filters.chooseRange}
        labelOf={(value) => t(`funds.entryTypes.${value}`)}
        placeholder={t('funds.flows.allTypes')}
        testId="fund-flows"
      >
        <Button
          icon={<DownloadOutlined />}
          loading={downloading}
          onClick={() => void download()}
          data-testid="fund-flows-csv"
        >
          {t('funds.flows.csv')}
        </Button>
      </FundFilterBar>
      <QueryError query={flows} />
      <Table<FundEntryView>
        rowKey="id"
        size="middle"
        loading={flows.isFetching}
        dataSource={flows.data?.result ?? []}
        locale={{ emptyText: t('funds.flows.empty') }}
        pagination={filters.pagination(flows.data?.totalCount ?? 0)}
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
