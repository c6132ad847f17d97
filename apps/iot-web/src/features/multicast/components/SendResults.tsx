import { Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MulticastMemberResult, MulticastSendDetail } from '@fleetkey/contract';
import { formatDateTime } from '../../common/format';
import { NoData } from '../../common/NoData';
import { ResultCounts, ResultTag } from './ResultTags';

// The reply echoes the member's command id, already known here: only what the device said is shown.
const replyText = ({ id: _id, ...said }: Record<string, unknown>) => JSON.stringify(said);

/** A send's outcome: its counts per state, then each member's result and reply. */
export function SendResults({ send }: { send: MulticastSendDetail }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8} data-testid="multicast-send-results">
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>
          {t('multicast.sentSummary', { cmd: send.cmd, total: send.total, at: formatDateTime(send.sentAt) })}
        </Typography.Text>
        <ResultCounts counts={send.counts} />
      </Flex>
      <Table<MulticastMemberResult>
        size="small"
        rowKey="devid"
        dataSource={send.results}
        pagination={send.results.length > 10 ? { pageSize: 10, size: 'small' } : false}
        locale={{ emptyText: <NoData /> }}
        columns={[
          { title: t('devices.devid'), dataIndex: 'devid' },
          { title: t('devices.devtype'), dataIndex: 'devtype' },
          {
            title: t('multicast.result'),
            dataIndex: 'state',
            render: (state: MulticastMemberResult['state']) => <ResultTag state={state} />,
          },
          {
            title: t('multicast.reply'),
            dataIndex: 'reply',
            ellipsis: true,
            render: (reply: MulticastMemberResult['reply']) => (reply ? replyText(reply) : '—'),
          },
          {
            title: t('multicast.repliedAt'),
            dataIndex: 'repliedAt',
            render: (ms: number | null) => (ms === null ? '—' : formatDateTime(ms)),
          },
        ]}
      />
    </Flex>
  );
}
