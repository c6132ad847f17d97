import { useQuery } from '@tanstack/react-query';
import { Space, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceView } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { formatDataTime } from '../../common/format';
import { useIotApi } from '../../common/hooks/useIotApi';
import { QUERY_ROOTS } from '../../common/query-keys';

/** The window the tab counts frames over: the last day. */
const TRAFFIC_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How often the counts are read again while the tab is open. */
const TRAFFIC_REFRESH_MS = 10_000;

/** What the device sent on its CAN topic in the last day: frames stored, frames of unknown ids, the last. */
export function CanTraffic({ device }: { device: DeviceView }) {
  const { t } = useTranslation();
  const api = useIotApi();
  const traffic = useQuery({
    queryKey: [QUERY_ROOTS.dbc, 'traffic', device.devid],
    queryFn: () => {
      const to = Date.now();
      return api.dbc.traffic(device.devid, { from: to - TRAFFIC_WINDOW_MS, to });
    },
    refetchInterval: TRAFFIC_REFRESH_MS,
    meta: { silentError: true },
  });
  if (traffic.isError) return <QueryError query={traffic} />;
  const view = traffic.data;
  return (
    <Space size={48} wrap data-testid="can-traffic">
      <Statistic
        title={t('dbc.can.frames')}
        value={view?.frames ?? '—'}
        loading={traffic.isPending}
        data-testid="can-traffic-frames"
      />
      <Statistic
        title={t('dbc.can.unknownFrames')}
        value={view?.unknown ?? '—'}
        loading={traffic.isPending}
        data-testid="can-traffic-unknown"
      />
      <Statistic
        title={t('dbc.can.lastFrame')}
        value={view?.last ? formatDataTime(view.last) : '—'}
        loading={traffic.isPending}
      />
    </Space>
  );
}
