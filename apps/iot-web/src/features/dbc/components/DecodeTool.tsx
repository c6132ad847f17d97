import { useMemo, useState } from 'react';
import { Alert, Button, Card, Flex, Input, Space, Statistic, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { DBC_FRAMES_PER_BATCH, type DeviceView } from '@fleetkey/contract';
import { useErrorText } from '@fleetkey/web-kit';
import { DeviceSelect } from '../../common/DeviceSelect';
import { formatDataTime } from '../../common/format';
import { useFormatValue } from '../../common/hooks/use-format-value';
import { NoData } from '../../common/NoData';
import { boundStrategy } from '../bound-strategy';
import { decodedRows, type DecodedRow } from '../decoded-rows';
import { idHex } from '../dbc-tree';
import { readFrames } from '../frame-text';
import { useDbcSample } from '../hooks/useDbcSample';
import { useDbcBindings, useDbcStrategies } from '../hooks/useDbcStrategies';
import { DbcFileSelect } from './DbcFileSelect';

const EXAMPLE = '123#DEADBEEF\n18FEF100#F37D8C401FFFFFFF\n{"id":291,"data":"0102030405060708"}';

/**
 * The decode tool: a device and a DBC, frames pasted as candump lines or JSON, and what they decode to —
 * one row per signal; frames whose id the DBC does not know are counted.
 */
export function DecodeTool() {
  const { t } = useTranslation();
  const format = useFormatValue();
  const errorText = useErrorText();
  const sample = useDbcSample();
  const [device, setDevice] = useState<DeviceView | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const strategies = useDbcStrategies();
  const bindings = useDbcBindings();
  // Until the user picks one, the DBC is the one the device's bound strategy decodes with.
  const dbc =
    picked ??
    (device ? (boundStrategy(device, bindings.data ?? [], strategies.data ?? [])?.dbc ?? null) : null);
  const [text, setText] = useState('');
  const read = useMemo(() => readFrames(text), [text]);
  const rows = useMemo(() => (sample.data ? decodedRows(sample.data) : []), [sample.data]);
  const ready = device !== null && dbc !== null && read.frames.length > 0 && !read.tooMany;

  const columns: TableColumnsType<DecodedRow> = [
    { title: '#', dataIndex: 'frame', key: 'frame', width: 60 },
    {
      title: t('dbc.decode.time'),
      dataIndex: 'time',
      key: 'time',
      width: 200,
      render: (time: number | null) => (time === null ? '—' : formatDataTime(time)),
    },
    {
      title: t('dbc.tree.id'),
      key: 'id',
      width: 120,
      render: (_, row) => <Typography.Text code>{idHex(row.id, row.extended)}</Typography.Text>,
    },
    {
      title: t('dbc.tree.message'),
      dataIndex: 'message',
      key: 'message',
      render: (message: string | null) => message ?? <Tag color="orange">{t('dbc.decode.unknown')}</Tag>,
    },
    {
      title: t('dbc.signal.name'),
      dataIndex: 'signal',
      key: 'signal',
      render: (s: string | null) => s ?? '—',
    },
    {
      title: t('dbc.decode.raw'),
      dataIndex: 'raw',
      key: 'raw',
      render: (v: number | string | null) => format(v),
    },
    {
      title: t('dbc.decode.value'),
      key: 'value',
      render: (_, row) =>
        row.value === null ? '—' : `${format(row.value)}${row.unit ? ` ${row.unit}` : ''}`,
    },
    { title: t('dbc.decode.label'), dataIndex: 'label', key: 'label', render: (l: string | null) => l ?? '' },
  ];

  return (
    <Flex vertical gap={12} data-testid="dbc-decode">
      <Typography.Text type="secondary">{t('dbc.decode.intro')}</Typography.Text>
      <Space wrap>
        <DeviceSelect value={device} onChange={setDevice} data-testid="dbc-decode-device" />
        <DbcFileSelect value={dbc} onChange={setPicked} testId="dbc-decode-dbc" />
      </Space>
      <Input.TextArea
        rows={8}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('dbc.decode.placeholder', { example: EXAMPLE })}
        style={{ fontFamily: 'monospace' }}
        data-testid="dbc-decode-frames"
      />
      <Flex gap={12} align="center" wrap>
        <Button
          type="primary"
          disabled={!ready}
          loading={sample.isPending}
          onClick={() =>
            device && dbc && sample.mutate({ devid: device.devid, body: { dbc, frames: read.frames } })
          }
          data-testid="dbc-decode-run"
        >
          {t('dbc.decode.run')}
        </Button>
        <Typography.Text type="secondary">
          {t('dbc.decode.read', { count: read.frames.length, max: DBC_FRAMES_PER_BATCH })}
        </Typography.Text>
      </Flex>
      {read.tooMany && (
        <Alert type="warning" showIcon title={t('dbc.decode.tooMany', { max: DBC_FRAMES_PER_BATCH })} />
      )}
      {read.issues.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('dbc.decode.issues', { count: read.issues.length })}
          description={read.issues
            .slice(0, 5)
            .map((issue) => t(issue.reason, { line: issue.line }))
            .join(' · ')}
          data-testid="dbc-decode-issues"
        />
      )}
      {sample.isError && (
        <Alert type="error" showIcon title={errorText(sample.error)} data-testid="dbc-decode-error" />
      )}
      {sample.data && (
        <Card size="small">
          <Space size={48}>
            <Statistic title={t('dbc.decode.frames')} value={sample.data.frames.length} />
            <Statistic
              title={t('dbc.decode.decodedSignals')}
              value={rows.filter((row) => row.signal !== null).length}
            />
            <Statistic
              title={t('dbc.decode.unknownFrames')}
              value={sample.data.unknown}
              data-testid="dbc-decode-unknown"
            />
          </Space>
        </Card>
      )}
      <Table<DecodedRow>
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={rows}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: <NoData hint={t('dbc.decode.empty')} /> }}
        data-testid="dbc-decode-table"
      />
    </Flex>
  );
}
