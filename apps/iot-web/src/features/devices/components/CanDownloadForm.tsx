import { useState } from 'react';
import { Alert, Button, DatePicker, Flex, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CAN_RANGE_MAX_MS, type DbcDocumentQuery, type DeviceView } from '@fleetkey/contract';
import { useErrorText, saveBlob } from '@fleetkey/web-kit';
import { useIotApi } from '../../common/hooks/useIotApi';
import { DbcFileSelect } from '../../dbc/components/DbcFileSelect';
import type { TimeRange } from '../../history/history-range';

/** The download range until the user picks another: the last day. */
const DEFAULT_RANGE_MS = 24 * 60 * 60 * 1000;

/**
 * Downloading a device's stored frames of a time range, decoded with a chosen DBC, as CSV (one line per
 * decoded signal; …/convert/document).
 */
export function CanDownloadForm({ device, defaultDbc }: { device: DeviceView; defaultDbc: string | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const api = useIotApi();
  const [picked, setPicked] = useState<string | null>(null);
  const dbc = picked ?? defaultDbc;
  const [range, setRange] = useState<TimeRange | null>(() => {
    const now = Date.now();
    return { start: now - DEFAULT_RANGE_MS, end: now };
  });
  const download = useMutation({
    mutationFn: (query: DbcDocumentQuery) => api.dbc.document(device.devid, query),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? `${device.devid}-can.csv`),
    meta: { silentError: true },
  });
  const tooLong = range !== null && range.end - range.start > CAN_RANGE_MAX_MS;
  const valid = dbc !== null && range !== null && range.start < range.end && !tooLong;

  return (
    <Flex vertical gap={8} data-testid="can-download">
      <Typography.Text strong>{t('dbc.can.download')}</Typography.Text>
      <Flex gap={8} wrap>
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          value={range ? [dayjs(range.start), dayjs(range.end)] : null}
          onChange={(values) => {
            const [from, to] = values ?? [];
            setRange(from && to ? { start: from.valueOf(), end: to.valueOf() } : null);
          }}
          data-testid="can-download-range"
        />
        <DbcFileSelect value={dbc} onChange={setPicked} testId="can-download-dbc" />
        <Button
          icon={<DownloadOutlined />}
          disabled={!valid}
          loading={download.isPending}
          onClick={() => dbc && range && download.mutate({ dbc, from: range.start, to: range.end })}
          data-testid="can-download-run"
        >
          {t('dbc.can.downloadRun')}
        </Button>
      </Flex>
      <Typography.Text type={tooLong ? 'danger' : 'secondary'}>
        {t(tooLong ? 'dbc.can.rangeTooLong' : 'dbc.can.downloadHint')}
      </Typography.Text>
      {download.isError && <Alert type="error" showIcon title={errorText(download.error)} />}
    </Flex>
  );
}
