import { Button, Popconfirm, Space } from 'antd';
import { CaretRightOutlined, PauseOutlined, RedoOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RolloutView } from '@fleetkey/contract';
import { useRolloutActions } from '../hooks/useRollouts';
import { allows, retryableCount } from '../ota-states';

/**
 * Steering a rollout: pause or resume (whichever its state allows), cancel after a confirmation, and send
 * the failed and timed-out devices the update again.
 */
export function RolloutControls({ rollout }: { rollout: RolloutView }) {
  const { t } = useTranslation();
  const actions = useRolloutActions(rollout.id);
  const busy = actions.changeStatus.isPending || actions.retry.isPending;
  const retryable = retryableCount(rollout);
  return (
    <Space wrap>
      {allows(rollout.state, 'pause') && (
        <Button
          icon={<PauseOutlined />}
          disabled={busy}
          onClick={() => actions.changeStatus.mutate('pause')}
          data-testid="rollout-pause"
        >
          {t('firmware.board.pause')}
        </Button>
      )}
      {allows(rollout.state, 'resume') && (
        <Button
          icon={<CaretRightOutlined />}
          disabled={busy}
          onClick={() => actions.changeStatus.mutate('resume')}
          data-testid="rollout-resume"
        >
          {t('firmware.board.resume')}
        </Button>
      )}
      {rollout.state !== 'cancelled' && (
        <Button
          icon={<RedoOutlined />}
          disabled={busy || retryable === 0}
          onClick={() => actions.retry.mutate()}
          data-testid="rollout-retry"
        >
          {t('firmware.board.retry', { count: retryable })}
        </Button>
      )}
      {allows(rollout.state, 'cancel') && (
        <Popconfirm
          title={t('firmware.board.confirmCancel')}
          okText={t('firmware.board.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => actions.changeStatus.mutate('cancel')}
        >
          <Button danger icon={<StopOutlined />} disabled={busy} data-testid="rollout-cancel">
            {t('firmware.board.cancel')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
