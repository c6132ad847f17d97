import { Alert, Card, Descriptions, Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RolloutView } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { useIotAccess } from '../../access/use-iot-access';
import { formatDateTime } from '../../common/format';
import { useRollout } from '../hooks/useRollouts';
import { ROLLOUT_SETTINGS } from '../notify-form';
import { RolloutControls } from './RolloutControls';
import { RolloutCounts } from './RolloutCounts';
import { RolloutDevices } from './RolloutDevices';
import { RolloutStateTag } from './StateTags';

/**
 * One rollout as it goes: its state and settings, how many devices are in each update state, its devices,
 * and (with firmware control) pause, resume, cancel and retry. Read again every few seconds while live.
 */
export function RolloutBoard({ id }: { id: string }) {
  const { t } = useTranslation();
  const rollout = useRollout(id);
  const controllable = useIotAccess().can('firmware', 'control');
  const current = rollout.data;
  if (rollout.isError) return <QueryError query={rollout} />;
  return (
    <Card
      size="small"
      loading={!current}
      title={current && <RolloutTitle rollout={current} />}
      extra={current && controllable && <RolloutControls rollout={current} />}
      data-testid="rollout-board"
    >
      {current && (
        <Flex vertical gap={12}>
          {current.state === 'stopped' && (
            <Alert
              type="warning"
              showIcon
              title={t(
                `firmware.stopReasons.${current.stopReason === 'failure_rate' ? 'failure_rate' : 'other'}`,
              )}
              data-testid="rollout-stopped"
            />
          )}
          <RolloutSettingsView rollout={current} />
          <RolloutCounts rollout={current} />
          <RolloutDevices rollout={current} />
        </Flex>
      )}
    </Card>
  );
}

function RolloutTitle({ rollout }: { rollout: RolloutView }) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <span>{t('firmware.board.title', { version: rollout.version })}</span>
      <RolloutStateTag state={rollout.state} />
      <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
        {t(`firmware.notify.targets.${rollout.upgradeType}`)} · {formatDateTime(rollout.createdAt)}
      </Typography.Text>
    </Space>
  );
}

function RolloutSettingsView({ rollout }: { rollout: RolloutView }) {
  const { t } = useTranslation();
  return (
    // Three a row: five squeezed the values under the longer English labels.
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
      {ROLLOUT_SETTINGS.map((setting) => (
        <Descriptions.Item key={setting} label={t(`firmware.settings.${setting}`)}>
          {rollout[setting]}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
