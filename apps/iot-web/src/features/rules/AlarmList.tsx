import { useState } from 'react';
import { Select, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  RECORD_STATES,
  RULE_SEVERITIES,
  type DeviceView,
  type RecordState,
  type RecordView,
  type RuleSeverity,
} from '@fleetkey/contract';
import { useIotAccess } from '../access/use-iot-access';
import { DeviceSelect } from '../common/DeviceSelect';
import { deviceDetailPath } from '../common/device-links';
import { formatDateTime } from '../common/format';
import { useListPage } from '../common/hooks/use-list-page';
import { ListPage } from '../common/ListPage';
import { timeSort } from '../common/time-sort';
import { RecordBatchActions } from './components/RecordBatchActions';
import { RecordRowActions } from './components/RecordRowActions';
import { recordColumns } from './components/record-columns';
import { useRecordList } from './hooks/useRecords';
import { actionsColumn } from '../common/actions-column';

/** The screen's filters besides the device: one severity, one state. */
interface AlarmFilters {
  severity?: RuleSeverity;
  state?: RecordState;
}

/** Who did it and when, in two lines; a dash when nobody has. */
function ByWhen({ by, at, auto }: { by: string | null; at: number | null; auto?: string }) {
  if (at === null) return <>—</>;
  return (
    <Typography.Text style={{ fontSize: 12 }}>
      {by === 'auto' && auto ? auto : by}
      <br />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {formatDateTime(at)}
      </Typography.Text>
    </Typography.Text>
  );
}

/**
 * The alarm records screen: what rules raised, newest first, filtered by severity, state and device; read
 * again every few seconds (the engine's records are polled). With rules:control, acknowledge, clear and
 * delete cleared records, one by one or the chosen ones.
 */
export function AlarmList() {
  const { t } = useTranslation();
  const view = useListPage();
  const [filter, setFilter] = useState<AlarmFilters>({});
  const [device, setDevice] = useState<DeviceView | null>(null);
  const list = useRecordList(view.query, { ...filter, devid: device?.devid });
  const handles = useIotAccess().can('rules', 'control');
  const set = <K extends keyof AlarmFilters>(key: K) =>
    view.firstPage((value: AlarmFilters[K]) => setFilter((f) => ({ ...f, [key]: value })));

  const shown = recordColumns(t);
  const columns: TableColumnsType<RecordView> = [
    shown.severity,
    shown.rule,
    {
      title: t('alarms.device'),
      key: 'device',
      render: (_, r) => (
        <Link to={deviceDetailPath(r)} data-testid="record-device">
          {r.devid}
        </Link>
      ),
    },
    shown.state,
    shown.count,
    shown.values,
    { ...shown.lastFiredAt, ...timeSort(view.query.descend) },
    {
      title: t('alarms.acknowledged'),
      key: 'acknowledged',
      render: (_, r) => <ByWhen by={r.acknowledgedBy} at={r.acknowledgedAt} />,
    },
    {
      title: t('alarms.cleared'),
      key: 'cleared',
      render: (_, r) => <ByWhen by={r.clearedBy} at={r.clearedAt} auto={t('alarms.clearedAuto')} />,
    },
    ...(handles
      ? [
          actionsColumn<RecordView>(t, (r) => (
            <RecordRowActions record={r} onDeleted={() => view.onDeleted(r.id)} />
          )),
        ]
      : []),
  ];

  return (
    <ListPage<RecordView>
      testId="record-list"
      list={{ view, query: list }}
      selectable={handles}
      filters={
        <>
          <Select
            allowClear
            value={filter.severity}
            onChange={set('severity')}
            placeholder={t('rules.allSeverities')}
            options={RULE_SEVERITIES.map((s) => ({ value: s, label: t(`rules.severities.${s}`) }))}
            style={{ width: 140 }}
            data-testid="record-severity-filter"
          />
          <Select
            allowClear
            value={filter.state}
            onChange={set('state')}
            placeholder={t('alarms.allStates')}
            options={RECORD_STATES.map((s) => ({ value: s, label: t(`alarms.states.${s}`) }))}
            style={{ width: 140 }}
            data-testid="record-state-filter"
          />
          <DeviceSelect
            value={device}
            onChange={view.firstPage(setDevice)}
            data-testid="record-device-filter"
          />
        </>
      }
      actions={handles && <RecordBatchActions view={view} />}
      rowKey="id"
      columns={columns}
    />
  );
}
