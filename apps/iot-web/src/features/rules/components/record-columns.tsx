import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { RecordView } from '@fleetkey/contract';
import { formatDateTime } from '../../common/format';
import { ruleLink } from '../rule-links';
import { RecordValues } from './RecordValues';
import { RecordStateTag, SeverityTag } from './Tags';

type RecordColumn = TableColumnsType<RecordView>[number];

/** The columns every list of alarm records shows: the alarms screen and a device's Alarms tab. */
export function recordColumns(t: TFunction) {
  const severity: RecordColumn = {
    title: t('rules.fields.severity'),
    key: 'severity',
    render: (_, r) => <SeverityTag severity={r.severity} />,
  };
  const rule: RecordColumn = {
    title: t('alarms.rule'),
    key: 'rule',
    render: (_, r) => (
      <Link to={ruleLink(r.ruleId)} data-testid="record-rule">
        {r.ruleName}
      </Link>
    ),
  };
  const state: RecordColumn = {
    title: t('alarms.state'),
    key: 'state',
    render: (_, r) => <RecordStateTag state={r.state} />,
  };
  const count: RecordColumn = {
    title: t('alarms.count'),
    key: 'count',
    align: 'right',
    render: (_, r) => <span data-testid="record-count">{r.count}</span>,
  };
  const values: RecordColumn = {
    title: t('alarms.values'),
    key: 'values',
    render: (_, r) => <RecordValues values={r.values} />,
  };
  // The first firing in the hover title: a record counts the firings of one alarm since it was raised.
  const lastFiredAt: RecordColumn = {
    title: t('alarms.lastFiredAt'),
    dataIndex: 'lastFiredAt',
    key: 'lastFiredAt',
    onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    render: (ms: number, r) => (
      <span title={t('alarms.firstFiredAt', { time: formatDateTime(r.firstFiredAt) })}>
        {formatDateTime(ms)}
      </span>
    ),
  };
  return { severity, rule, state, count, values, lastFiredAt };
}
