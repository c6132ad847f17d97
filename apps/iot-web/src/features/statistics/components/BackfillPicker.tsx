import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { STATISTIC_LIMITS } from '@fleetkey/contract';

/**
 * Picks the day a start computes missed windows from (the window holding it). Empty: from where the example
 * stopped, or its creation. The server goes back at most STATISTIC_LIMITS.backfillDays; later than now
 * means nothing to backfill, so neither is offered.
 */
export function BackfillPicker({
  value,
  onChange,
  disabled,
}: {
  value?: Dayjs | null;
  onChange?: (day: Dayjs | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const earliest = dayjs().subtract(STATISTIC_LIMITS.backfillDays, 'day').endOf('day');
  return (
    <DatePicker
      allowClear
      disabled={disabled}
      value={value}
      onChange={onChange}
      placeholder={t('statistics.schedule.fromPlaceholder')}
      disabledDate={(day) => day.isBefore(earliest) || day.isAfter(dayjs().endOf('day'))}
      style={{ width: 240 }}
      data-testid="example-backfill"
    />
  );
}
