import { RULE_VALUE_MOMENT_KEYS } from '@fleetkey/contract';
import { Typography } from 'antd';
import { formatDateTime } from '../../common/format';

const MOMENTS = new Set<string>(RULE_VALUE_MOMENT_KEYS);

const shown = (key: string, value: unknown) => {
  if (MOMENTS.has(key) && typeof value === 'number') return formatDateTime(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/** The values that fired a record or a run, as `point=value` pairs in one line (the engine's times as times). */
export function RecordValues({ values }: { values: Record<string, unknown> }) {
  const text = Object.entries(values)
    .map(([key, value]) => `${key}=${shown(key, value)}`)
    .join(', ');
  return (
    <Typography.Text
      style={{ fontSize: 12, maxWidth: 160 }}
      ellipsis={{ tooltip: text }}
      data-testid="record-values"
    >
      {text || '—'}
    </Typography.Text>
  );
}
