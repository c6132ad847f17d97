import { useState } from 'react';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UdsDtcDataView } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { formatDateTime } from '../../common/format';
import { serverPager } from '../../common/paging';
import { useDtcAnswers } from '../hooks/useUds';
import { DtcAnswer } from './DtcAnswer';

const PAGE_SIZE = 10;

/** A device's earlier answers, newest first; each opens to its DTCs. */
export function DtcAnswerList({ devid }: { devid: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const answers = useDtcAnswers(devid, page, PAGE_SIZE);
  return (
    <>
      <QueryError query={answers} />
      <Table<UdsDtcDataView>
        size="small"
        rowKey="id"
        loading={answers.isFetching}
        dataSource={answers.data?.result ?? []}
        locale={{ emptyText: t('uds.noAnswers') }}
        expandable={{ expandedRowRender: (answer) => <DtcAnswer answer={answer} /> }}
        pagination={{ ...serverPager(page, setPage, answers.data, PAGE_SIZE), hideOnSinglePage: true }}
        data-testid="dtc-history"
        columns={[
          { title: t('uds.receivedAt'), render: (_, a) => formatDateTime(a.receivedAt), width: 190 },
          { title: t('uds.command'), render: (_, a) => t(`uds.actions.${a.action}`), width: 110 },
          { title: t('uds.target'), render: (_, a) => `${a.channel} · ${a.ecu}`, width: 170 },
          {
            title: t('uds.outcome'),
            render: (_, a) => <Tag>{t(`uds.outcomes.${a.outcome}`)}</Tag>,
            width: 110,
          },
          {
            title: t('uds.dtcCount'),
            render: (_, a) => (a.outcome === 'positive' && a.action === 'read' ? a.dtcs.length : '—'),
          },
        ]}
      />
    </>
  );
}
