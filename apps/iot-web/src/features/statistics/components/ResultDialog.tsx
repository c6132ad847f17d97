import { Form, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATISTIC_LIMITS, type StatisticResultView } from '@fleetkey/contract';
import { FormModal } from '@fleetkey/web-kit';
import { useFormDialog } from '../../common/hooks/use-form-dialog';

interface Values {
  value: number | null;
  note: string;
}

/** Overrides a result's value with a note (kept with who changed it); the window and device stay. */
export function ResultDialog({
  result,
  windowText,
  onSave,
  onClose,
}: {
  result: StatisticResultView;
  /** The window as the table shows it (in the example's zone). */
  windowText: string;
  onSave: (value: number, note: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { save, frame } = useFormDialog<Values>(onClose);
  return (
    <FormModal<Values>
      title={t('statistics.results.editTitle')}
      {...frame}
      testIds={{ form: 'result-dialog', ok: 'result-submit' }}
      intro={
        <Typography.Paragraph type="secondary">
          {result.devid} · {windowText}
        </Typography.Paragraph>
      }
      initialValues={{ value: result.value, note: result.note }}
      onFinish={({ value, note }) => {
        if (value !== null) void save(() => onSave(value, note.trim()));
      }}
    >
      <Form.Item
        name="value"
        label={t('statistics.results.value')}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <InputNumber style={{ width: 200 }} data-testid="result-value" />
      </Form.Item>
      <Form.Item name="note" label={t('statistics.results.note')}>
        <Input maxLength={STATISTIC_LIMITS.noteMax} data-testid="result-note" />
      </Form.Item>
    </FormModal>
  );
}
