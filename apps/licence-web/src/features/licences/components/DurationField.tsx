import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { durationKey } from '../licence-labels';

/** The duration choice of the apply and renew dialogs: 3 months, 6 months or 1 year. */
export function DurationField({
  durations,
  value,
  onChange,
}: {
  durations: readonly number[];
  value?: number;
  onChange?: (value: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      optionType="button"
      value={value}
      onChange={(e) => onChange?.(e.target.value as number)}
      data-testid="duration-field"
      options={durations.map((duration) => ({
        value: duration,
        label: <span data-testid={`duration-${duration}`}>{t(durationKey(duration))}</span>,
      }))}
    />
  );
}
