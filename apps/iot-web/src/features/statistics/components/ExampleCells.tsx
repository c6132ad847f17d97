import { Badge, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StatisticAlgorithmView, StatisticExampleView } from '@fleetkey/contract';
import { formatInZone } from '../../tasks/task-schedule';
import { algorithmName, STATE_BADGES } from '../statistic-texts';

/** What an example computes: the algorithm's name, over its point, with its parameter. */
export function ExampleAlgorithm({
  example,
  algorithms,
}: {
  example: StatisticExampleView;
  algorithms: readonly StatisticAlgorithmView[] | undefined;
}) {
  const { i18n } = useTranslation();
  const { threshold, p } = example.params;
  const param = threshold !== undefined ? ` > ${threshold}` : p !== undefined ? ` p${p}` : '';
  return (
    <span data-testid="example-algorithm-cell">
      {algorithmName(example.algorithmId, algorithms, i18n.language)}
      {example.point && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {` · ${example.point}${param}`}
        </Typography.Text>
      )}
    </span>
  );
}

/** The window length and the zone its days are counted in. */
export function ExampleWindow({ example }: { example: StatisticExampleView }) {
  const { t } = useTranslation();
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {t(`statistics.windows.${example.window}`)}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{` · ${example.timeZone}`}</Typography.Text>
    </span>
  );
}

/** Running or stopped, with the switch that starts (asking from when) or stops it. */
export function ExampleState({
  example,
  canControl,
  busy,
  onStart,
  onStop,
}: {
  example: StatisticExampleView;
  canControl: boolean;
  busy: boolean;
  onStart: () => void;
  onStop: () => void;
}) {
  const { t } = useTranslation();
  const running = example.state === 'running';
  return (
    <span style={{ whiteSpace: 'nowrap' }} data-testid="example-state" data-state={example.state}>
      <Switch
        size="small"
        checked={running}
        disabled={!canControl}
        loading={busy}
        onChange={(on) => (on ? onStart() : onStop())}
        data-testid="example-state-switch"
      />{' '}
      <Badge status={STATE_BADGES[example.state]} text={t(`statistics.states.${example.state}`)} />
    </span>
  );
}

/** The last window computed, in the example's zone, and how many devices got a result. */
export function LastWindow({ example }: { example: StatisticExampleView }) {
  const { t } = useTranslation();
  const last = example.lastWindow;
  if (!last) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <span style={{ whiteSpace: 'nowrap' }} data-testid="example-last-window">
      {formatInZone(last.windowStart, example.timeZone)}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {` · ${t('statistics.examples.devicesCount', { count: last.devices })}`}
      </Typography.Text>
    </span>
  );
}
