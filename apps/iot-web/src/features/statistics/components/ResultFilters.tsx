import { DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { DeviceView } from '@fleetkey/contract';
import { DeviceSelect } from '../../common/DeviceSelect';
import { useExampleOptions } from '../hooks/useExamples';

/** A range of days, as the window starts it covers: from the first day's start to the last day's end. */
export interface DayRange {
  from: number;
  to: number;
}

/** The results' filters: the example (one at a time: its values share one meaning), a device, days. */
export function ResultFilters({
  exampleId,
  onExample,
  device,
  onDevice,
  range,
  onRange,
}: {
  exampleId: string | undefined;
  onExample: (id: string) => void;
  device: DeviceView | null;
  onDevice: (device: DeviceView | null) => void;
  range: DayRange | null;
  onRange: (range: DayRange | null) => void;
}) {
  const { t } = useTranslation();
  const options = useExampleOptions();
  const shown: [Dayjs, Dayjs] | null = range ? [dayjs(range.from), dayjs(range.to - 1)] : null;
  return (
    <>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        value={exampleId}
        onChange={onExample}
        loading={options.isPending}
        placeholder={t('statistics.results.example')}
        notFoundContent={t('list.noData')}
        options={(options.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
        style={{ width: 240 }}
        data-testid="result-example"
      />
      <DeviceSelect value={device} onChange={onDevice} data-testid="result-device" />
      <DatePicker.RangePicker
        value={shown}
        allowClear
        onChange={(days) => {
          const [first, last] = days ?? [];
          onRange(
            first && last
              ? { from: first.startOf('day').valueOf(), to: last.endOf('day').valueOf() + 1 }
              : null,
          );
        }}
        data-testid="result-range"
      />
    </>
  );
}
