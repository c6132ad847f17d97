import { Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OTA_STATES, type RolloutView } from '@fleetkey/contract';
import { rolloutProgress } from '../ota-states';

/**
 * How far a rollout is: a bar of the devices that ended (its green part those that succeeded), then the
 * number of devices in each update state.
 */
export function RolloutCounts({ rollout }: { rollout: RolloutView }) {
  const { t } = useTranslation();
  const progress = rolloutProgress(rollout);
  return (
    <Flex vertical gap={8}>
      <Progress
        percent={progress.endedPercent}
        success={{ percent: progress.successPercent }}
        format={() => t('firmware.board.ended', { ended: progress.ended, total: rollout.total })}
        data-testid="rollout-progress-bar"
      />
      <Flex wrap gap={8}>
        {OTA_STATES.map((state) => (
          <Flex
            key={state}
            vertical
            align="center"
            style={{
              minWidth: 84,
              padding: '4px 8px',
              border: '1px solid rgba(5,5,5,0.06)',
              borderRadius: 6,
            }}
          >
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(`firmware.otaStates.${state}`)}
            </Typography.Text>
            <span data-testid={`rollout-count-${state}`} style={{ fontSize: 20, fontWeight: 500 }}>
              {rollout.counts[state]}
            </span>
          </Flex>
        ))}
      </Flex>
    </Flex>
  );
}
