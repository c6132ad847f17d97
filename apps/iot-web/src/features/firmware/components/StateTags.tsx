import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OtaState, RolloutState } from '@fleetkey/contract';
import { OTA_STATE_COLORS, ROLLOUT_STATE_COLORS } from '../ota-states';

/** A rollout's state as a coloured tag. */
export function RolloutStateTag({ state }: { state: RolloutState }) {
  const { t } = useTranslation();
  return (
    <Tag color={ROLLOUT_STATE_COLORS[state]} data-testid="rollout-state" data-state={state}>
      {t(`firmware.rolloutStates.${state}`)}
    </Tag>
  );
}

/** A device's update state as a coloured tag. */
export function OtaStateTag({ state }: { state: OtaState }) {
  const { t } = useTranslation();
  return (
    <Tag color={OTA_STATE_COLORS[state]} data-testid="ota-state" data-state={state}>
      {t(`firmware.otaStates.${state}`)}
    </Tag>
  );
}
