import { DatePicker, Form, Input, InputNumber, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { STATISTIC_LIMITS, type DeviceView, type StatisticExampleView } from '@fleetkey/contract';
import { FormModal } from '@fleetkey/web-kit';
import { DeviceSelect } from '../../common/DeviceSelect';
import { useFormDialog } from '../../common/hooks/use-form-dialog';
import type { ManualResult } from '../hooks/useResults';
import { formatInZone } from '../../tasks/task-schedule';
import { resultWindow } from '../result-window';

interface Values {
  device: DeviceView | null;
  time: Dayjs | null;
  value: number | null;
  note: string;
}

/** The device picker as a form control (the Form.Item gives value and onChange). */
function DeviceField({
  value,
  onChange,
}: {
  value?: DeviceView | null;
  onChange?: (device: DeviceView | null) => void;
}) {
  return (
    <DeviceSelect
      value={value ?? null}
      onChange={(device) => onChange?.(device)}
      data-testid="result-add-device"
    />
  );
}

const picked = (time: Dayjs) => ({
  year: time.year(),
  month: time.month() + 1,
  day: time.date(),
  hour: time.hour(),
});

/**
 * Adds a result by hand (POST /statistics/result) for a window nothing computed (or whose result was
 * deleted): a device the instance covers, a day (an hour for hourly windows, a month for monthly ones) read on
 * the instance's clock, shown as the exact window before it is saved.
 */
export function AddResultDialog({
  example,
  onSave,
  onClose,
}: {
  example: StatisticExampleView;
  onSave: (result: ManualResult) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { form, save, frame } = useFormDialog<Values>(onClose);
  const time = Form.useWatch('time', form);
  const span = time ? resultWindow(example, picked(time)) : null;
  const required = { required: true, message: t('validation.required') };
  return (
    <FormModal<Values>
      title={t('statistics.results.addTitle')}
      {...frame}
      testIds={{ form: 'result-add-dialog', ok: 'result-add-submit' }}
      intro={
        <Typography.Paragraph type="secondary">
          {t('statistics.results.addHint', { name: example.name })}
        </Typography.Paragraph>
      }
      initialValues={{ device: null, time: null, value: null, note: '' }}
      onFinish={({ device, time: chosen, value, note }) => {
        if (!device || !chosen || value === null) return;
        const { start } = resultWindow(example, picked(chosen));
        void save(() => onSave({ devid: device.devid, windowStart: start, value, note: note.trim() }));
      }}
    >
      <Form.Item name="device" label={t('statistics.results.device')} rules={[required]}>
        <DeviceField />
      </Form.Item>
      <Form.Item
        name="time"
        label={t('statistics.results.windowIn', { zone: example.timeZone })}
        rules={[required]}
        extra={
          span && (
            <span data-testid="result-add-window">
              {t('statistics.results.addWindow', {
                from: formatInZone(span.start, example.timeZone),
                to: formatInZone(span.end, example.timeZone),
              })}
            </span>
          )
        }
      >
        <DatePicker
          picker={example.window === 'month' ? 'month' : 'date'}
          showTime={example.window === 'hour' ? { format: 'HH' } : false}
          format={
            example.window === 'hour'
              ? 'YYYY-MM-DD HH:00'
              : example.window === 'month'
                ? 'YYYY-MM'
                : 'YYYY-MM-DD'
          }
          data-testid="result-add-time"
        />
      </Form.Item>
      <Form.Item name="value" label={t('statistics.results.value')} rules={[required]}>
        <InputNumber style={{ width: 200 }} data-testid="result-add-value" />
      </Form.Item>
      <Form.Item name="note" label={t('statistics.results.note')}>
        <Input maxLength={STATISTIC_LIMITS.noteMax} data-testid="result-add-note" />
      </Form.Item>
    </FormModal>
  );
}
