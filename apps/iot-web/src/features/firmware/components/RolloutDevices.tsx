import { useState } from 'react';
import { Flex, Progress, Select, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { OTA_STATES, type OtaDeviceView, type OtaState, type RolloutView } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { NoData } from '../../common/NoData';
import { ROLLOUT_DEVICES_PAGE_SIZE, useRolloutDevices } from '../hooks/useRollouts';
import { useReasonText } from '../hooks/useReasonText';
import { OtaStateTag } from './StateTags';
import { dateTimeColumn } from '../../common/date-time-column';

/** A rollout's devices and where each update stands, filterable by state; live while the rollout is. */
export function RolloutDevices({ rollout }: { rollout: RolloutView }) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const [state, setState] = useState<OtaState | undefined>(undefined);
  const [page, setPage] = useState(1);
  const devices = useRolloutDevices(rollout, state, page);

  const columns: TableColumnsType<OtaDeviceView> = [
    { title: t('devices.devid'), dataIndex: 'devid', key: 'devid' },
    { title: t('devices.devname'), dataIndex: 'devname', key: 'devname' },
    {
      title: t('firmware.rollouts.state'),
      dataIndex: 'state',
      key: 'state',
      render: (value: OtaState) => <OtaStateTag state={value} />,
    },
    {
      title: t('firmware.board.percent'),
      dataIndex: 'percent',
      key: 'percent',
      width: 140,
      // A failed update shows its bar in red, though the download itself may have completed.
      render: (percent: number, device: OtaDeviceView) => (
        <Progress
          percent={Math.round(percent)}
          size="small"
          status={device.state === 'failed' || device.state === 'timed_out' ? 'exception' : undefined}
        />
      ),
    },
    {
      title: t('firmware.board.reason'),
      dataIndex: 'reason',
      key: 'reason',
      render: (reason: string) => reasonText(reason),
    },
    {
      title: t('firmware.board.fromVersion'),
      dataIndex: 'fromVersion',
      key: 'fromVersion',
      render: (version: string | null) => version ?? '—',
    },
    { title: t('firmware.board.attempts'), dataIndex: 'attempts', key: 'attempts', align: 'right' },
    dateTimeColumn(t('firmware.board.updatedAt'), 'updatedAt'),
  ];

  return (
    <Flex vertical gap={8}>
      <Select<OtaState | 'all'>
        value={state ?? 'all'}
        onChange={(value) => {
          setState(value === 'all' ? undefined : value);
          setPage(1);
        }}
        style={{ width: 180 }}
        data-testid="rollout-devices-state"
        options={[
          { value: 'all', label: t('firmware.board.allStates') },
          ...OTA_STATES.map((value) => ({ value, label: t(`firmware.otaStates.${value}`) })),
        ]}
      />
      <QueryError query={devices} />
      <Table<OtaDeviceView>
        size="small"
        rowKey="devid"
        // Not while a live rollout is read again every few seconds: the rows would flicker.
        loading={devices.isPending || devices.isPlaceholderData}
        columns={columns}
        dataSource={devices.data?.result ?? []}
        locale={{ emptyText: <NoData /> }}
        onChange={(pagination) => setPage(pagination.current ?? 1)}
        pagination={{
          current: page,
          pageSize: ROLLOUT_DEVICES_PAGE_SIZE,
          total: devices.data?.totalCount ?? 0,
          hideOnSinglePage: true,
          size: 'small',
        }}
        scroll={{ x: 'max-content' }}
        data-testid="rollout-devices-table"
      />
    </Flex>
  );
}
