import { AlertOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NoticeBell } from '@fleetkey/web-kit';
import { useIotAccess } from '../access/use-iot-access';
import { formatDateTime } from '../common/format';
import { useActiveAlarms } from './hooks/useRecords';
import { ALARMS_PATH } from './rule-links';

/**
 * The header's alarm bell (issue 16 "the header bell shows active alarms"): the number of active alarms on
 * its badge and the newest of them in its popover, polled; an alarm or "view all" opens the records
 * screen. Shown to users who may read rules.
 */
export function AlarmBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const readable = useIotAccess().can('rules', 'read');
  const alarms = useActiveAlarms(readable);
  if (!readable) return null;
  const page = alarms.data;
  return (
    <span data-testid="alarm-bell-count" data-count={page?.totalCount ?? 0}>
      <NoticeBell
        testId="alarm-bell"
        icon={<AlertOutlined style={{ fontSize: 16 }} />}
        count={page?.totalCount ?? 0}
        title={t('alarms.bellTitle')}
        emptyText={t('alarms.noneActive')}
        items={(page?.result ?? []).map((r) => ({
          id: r.id,
          title: `${t(`rules.severities.${r.severity}`)} · ${r.ruleName} · ${r.devid}`,
          time: formatDateTime(r.lastFiredAt),
        }))}
        onOpen={() => void navigate(ALARMS_PATH)}
        onViewAll={() => void navigate(ALARMS_PATH)}
      />
    </span>
  );
}
