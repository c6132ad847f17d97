import { useMemo } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { browserTimeZone } from '@fleetkey/web-kit';
import { timeZoneNames } from '../task-schedule';

/** Picks an IANA time zone, searched as typed; the browser's is marked (a Form.Item gives value and onChange). */
export function TimeZoneSelect({ value, onChange }: { value?: string; onChange?: (zone: string) => void }) {
  const { t } = useTranslation();
  const options = useMemo(() => {
    const own = browserTimeZone();
    return timeZoneNames().map((zone) => ({
      value: zone,
      label: zone === own ? `${zone} · ${t('tasks.schedule.browserZone')}` : zone,
    }));
  }, [t]);
  return (
    <Select
      showSearch={{ optionFilterProp: 'value' }}
      value={value}
      onChange={onChange}
      options={options}
      style={{ width: 280 }}
      data-testid="task-timezone"
    />
  );
}
