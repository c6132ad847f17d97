import { Progress, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceView, OtaHistoryEntry } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { NoData } from '../../common/NoData';
import { TABLE_PAGE_SIZE } from '../../common/paging';
import { OtaStateTag } from '../../firmware/components/StateTags';
import { useReasonText } from '../../firmware/hooks/useReasonText';
import { useFirmwareHistory } from '../hooks/useDeviceDetail';
import { dateTimeColumn } from '../../common/date-time-column';

/** The device's firmware updates: which version, how far it got, how it ended and why. */
export function FirmwareHistory({ device }: { device: DeviceView }) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const history = useFirmwareHistory(device.devid);
  if (history.isError) return <QueryError query={history} />;
  return (
    <Table<OtaHistoryEntry>
      size="small"
      // An entry per report: a rollout, a moment, a state and a percent tell them apart.
      rowKey={(entry) => `${entry.rolloutId}-${entry.at}-${entry.state}-${entry.percent}`}
      loading={history.isPending}
      dataSource={history.data ?? []}
      locale={{ emptyText: <NoData /> }}
      pagination={{ pageSize: TABLE_PAGE_SIZE, hideOnSinglePage: true, size: 'small' }}
      data-testid="device-firmware-history"
      columns={[
        dateTimeColumn(t('firmware.history.at'), 'at'),
        { title: t('firmware.fields.version'), dataIndex: 'version' },
        {
          title: t('firmware.rollouts.state'),
          dataIndex: 'state',
          render: (state: OtaHistoryEntry['state']) => <OtaStateTag state={state} />,
        },
        {
          title: t('firmware.board.percent'),
          dataIndex: 'percent',
          width: 140,
          render: (percent: number) => <Progress percent={Math.round(percent)} size="small" />,
        },
        {
          title: t('firmware.board.reason'),
          dataIndex: 'reason',
          render: (reason: string) => reasonText(reason),
        },
      ]}
    />
  );
}
