import { Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListResult, RolloutView } from '@fleetkey/contract';
import { NoData } from '../../common/NoData';
import { ROLLOUT_PAGE_SIZE } from '../hooks/useRollouts';
import { RolloutStateTag } from './StateTags';
import { dateTimeColumn } from '../../common/date-time-column';

export interface RolloutListProps {
  page: ListResult<RolloutView> | undefined;
  loading: boolean;
  current: number;
  onPage: (page: number) => void;
  selected: string | undefined;
  onSelect: (id: string) => void;
}

/** The type's rollouts, newest first: one is chosen (by its radio or a click on its row) for the board. */
export function RolloutList({ page, loading, current, onPage, selected, onSelect }: RolloutListProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<RolloutView> = [
    dateTimeColumn(t('firmware.rollouts.createdAt'), 'createdAt'),
    { title: t('firmware.fields.version'), dataIndex: 'version', key: 'version' },
    {
      title: t('firmware.rollouts.state'),
      dataIndex: 'state',
      key: 'state',
      render: (state: RolloutView['state']) => <RolloutStateTag state={state} />,
    },
    {
      title: t('firmware.notify.target'),
      dataIndex: 'upgradeType',
      key: 'upgradeType',
      render: (type: RolloutView['upgradeType']) => t(`firmware.notify.targets.${type}`),
    },
    {
      title: t('firmware.rollouts.progress'),
      key: 'progress',
      align: 'right',
      render: (_, rollout) => (
        <Typography.Text data-testid="rollout-progress">
          {rollout.counts.success}/{rollout.total}
        </Typography.Text>
      ),
    },
  ];
  return (
    <Table<RolloutView>
      size="small"
      rowKey="id"
      loading={loading}
      columns={columns}
      dataSource={page?.result ?? []}
      rowSelection={{
        type: 'radio',
        selectedRowKeys: selected ? [selected] : [],
        onChange: (keys) => {
          const [id] = keys;
          if (id !== undefined) onSelect(String(id));
        },
      }}
      onRow={(rollout) => ({ onClick: () => onSelect(rollout.id), style: { cursor: 'pointer' } })}
      locale={{ emptyText: <NoData hint={t('firmware.rollouts.empty')} /> }}
      onChange={(pagination) => onPage(pagination.current ?? 1)}
      pagination={{
        current,
        pageSize: ROLLOUT_PAGE_SIZE,
        total: page?.totalCount ?? 0,
        hideOnSinglePage: true,
        size: 'small',
      }}
      data-testid="rollout-list"
    />
  );
}
