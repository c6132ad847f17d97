import { DatePicker, Form, Radio, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { SCHEDULE_KINDS } from '@fleetkey/contract';
import type { TaskFormValues } from '../task-form';
import { CronHelper } from './CronHelper';
import { TimeZoneSelect } from './TimeZoneSelect';

/** When a task runs: once at a time, or on a cron schedule; both read in the chosen time zone. */
export function ScheduleFields({ form }: { form: FormInstance<TaskFormValues> }) {
  const { t } = useTranslation();
  const kind = Form.useWatch(['schedule', 'kind'], form);
  const zone = Form.useWatch(['schedule', 'timezone'], form);
  return (
    <>
      <Form.Item name={['schedule', 'kind']} label={t('tasks.fields.schedule')}>
        <Radio.Group
          optionType="button"
          data-testid="task-schedule-kind"
          options={SCHEDULE_KINDS.map((k) => ({ value: k, label: t(`tasks.scheduleKinds.${k}`) }))}
        />
      </Form.Item>
      <Form.Item
        name={['schedule', 'timezone']}
        label={t('tasks.schedule.timezone')}
        extra={t('tasks.schedule.timezoneHint')}
        required
      >
        <TimeZoneSelect />
      </Form.Item>
      {kind === 'once' ? (
        <Form.Item
          name={['schedule', 'at']}
          label={t('tasks.schedule.at', { zone })}
          extra={<Typography.Text type="secondary">{t('tasks.schedule.atHint')}</Typography.Text>}
          required
        >
          <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" style={{ width: 280 }} data-testid="task-at" />
        </Form.Item>
      ) : (
        <CronHelper form={form} />
      )}
    </>
  );
}
