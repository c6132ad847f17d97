import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { MULTICAST_RESULT_STATES, type MulticastResultState } from '@fleetkey/contract';
import { RESULT_STATE_COLORS } from '../multicast-states';

/** A member's result as a coloured tag. */
export function ResultTag({ state }: { state: MulticastResultState }) {
  const { t } = useTranslation();
  return (
    <Tag color={RESULT_STATE_COLORS[state]} data-testid="multicast-result" data-state={state}>
      {t(`multicast.states.${state}`)}
    </Tag>
  );
}

/** A send's members counted by state: one tag per state that has any. */
export function ResultCounts({ counts }: { counts: Record<MulticastResultState, number> }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap data-testid="multicast-counts">
      {MULTICAST_RESULT_STATES.filter((state) => counts[state] > 0).map((state) => (
        <Tag key={state} color={RESULT_STATE_COLORS[state]} data-state={state}>
          {t(`multicast.states.${state}`)} × {counts[state]}
        </Tag>
      ))}
    </Space>
  );
}
