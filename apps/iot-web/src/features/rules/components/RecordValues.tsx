import { Typography } from 'antd';

/** The values that fired a record or a run, as `point=value` pairs in one line. */
export function RecordValues({ values }: { values: Record<string, unknown> }) {
  const text = Object.entries(values)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
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
