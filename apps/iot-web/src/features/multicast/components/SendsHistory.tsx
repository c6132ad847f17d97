import { useState } from 'react';
import { Button, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@fleetkey/web-kit';
import type { MulticastGroupView, MulticastSendView } from '@fleetkey/contract';
import { PanelTable } from '../../common/PanelTable';
import { useMulticastSend, useMulticastSends } from '../hooks/useMulticast';
import { awaitingReply } from '../multicast-states';
import { ResultCounts } from './ResultTags';
import { SendResults } from './SendResults';
import { dateTimeColumn } from '../../common/date-time-column';
import { actionsColumn } from '../../common/actions-column';

/** One send's member results, read again every few seconds while members may still answer. */
function SendDetail({ groupid, send }: { groupid: string; send: MulticastSendView }) {
  const [live, setLive] = useState(send.counts.sent > 0);
  const detail = useMulticastSend(groupid, send.id, live);
  if (detail.isError) return <QueryError query={detail} />;
  if (!detail.data) return <Spin />;
  const waiting = detail.data.results.some((r) => awaitingReply(r.state));
  if (live !== waiting) setLive(waiting);
  return <SendResults send={detail.data} />;
}

/** The group's past sends, newest first, with counts per state; a send opens to its members' results. */
export function SendsHistory({ group }: { group: MulticastGroupView }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<string | null>(null);
  const sends = useMulticastSends(group.id, page);
  const chosen = sends.data?.result.find((s) => s.id === opened);
  return (
    <Flex vertical gap={12} data-testid="multicast-history">
      <PanelTable<MulticastSendView>
        query={sends}
        page={page}
        onPage={setPage}
        rowKey="id"
        testId="multicast-send-table"
        columns={[
          dateTimeColumn(t('multicast.sentAt'), 'sentAt'),
          { title: t('commands.name'), dataIndex: 'cmd' },
          {
            title: t('commands.cmdtype'),
            dataIndex: 'cmdtype',
            render: (c: string) => t(`commands.types.${c}`),
          },
          { title: t('multicast.sentBy'), dataIndex: 'sentBy' },
          {
            title: t('multicast.results'),
            key: 'counts',
            render: (_: unknown, send: MulticastSendView) => <ResultCounts counts={send.counts} />,
          },
          actionsColumn<MulticastSendView>(t, (send) => (
            <Button size="small" type="link" onClick={() => setOpened(opened === send.id ? null : send.id)}>
              {opened === send.id ? t('multicast.hideResults') : t('multicast.showResults')}
            </Button>
          )),
        ]}
      />
      {chosen && <SendDetail key={chosen.id} groupid={group.id} send={chosen} />}
    </Flex>
  );
}
