import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeviceView, RecordView } from '@fleetkey/contract';
import { formatDateTime } from '../../common/format';
import { PanelTable } from '../../common/PanelTable';
import { TABLE_PAGE_SIZE } from '../../common/paging';
import { useDeviceRecords } from '../hooks/useRecords';
import { ruleLink } from '../rule-links';
import { RecordValues } from './RecordValues';
import { RecordStateTag, SeverityTag } from './Tags';

/** The alarms rules raised on one device (GET /records/{devid}), newest firing first: the device page's tab. */
export function DeviceAlarms({ device }: { device: DeviceView }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const records = useDeviceRecords(device.devid, page, TABLE_PAGE_SIZE);
  const columns: TableColumnsType<RecordView> = [
    {
      title: t('rules.fields.severity'),
      key: 'severity',
      render: (_, r) => <SeverityTag severity={r.severity} />,
    },
    {
      title: t('alarms.rule'),
      key: 'rule',
      render: (_, r) => <Link to={ruleLink(r.ruleId)}>{r.ruleName}</Link>,
    },
    { title: t('alarms.state'), key: 'state', render: (_, r) => <RecordStateTag state={r.state} /> },
    { title: t('alarms.count'), dataIndex: 'count', key: 'count', align: 'right' },
    { title: t('alarms.values'), key: 'values', render: (_, r) => <RecordValues values={r.values} /> },
    {
      title: t('alarms.lastFiredAt'),
      dataIndex: 'lastFiredAt',
      key: 'lastFiredAt',
      render: (ms: number) => formatDateTime(ms),
    },
  ];
  return (
    <PanelTable<RecordView>
      query={records}
      page={page}
      onPage={setPage}
      rowKey="id"
      columns={columns}
      testId="device-alarms"
    />
  );
}
