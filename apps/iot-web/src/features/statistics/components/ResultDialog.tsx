import { Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATISTIC_LIMITS, type StatisticResultView } from '@fleetkey/contract';
import { useDialogSubmit } from '@fleetkey/web-kit';
import { SubmitFailure } from '../../common/SubmitFailure';

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
  const [form] = Form.useForm<Values>();
  const { saving, failure, save } = useDialogSubmit(onClose);
  return (
    <Modal
      open
      title={t('statistics.results.editTitle')}
      okText={t('list.save')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: saving, 'data-testid': 'result-submit' }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {result.devid} · {windowText}
      </Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ value: result.value, note: result.note }}
        onFinish={({ value, note }) => {
          if (value !== null) void save(() => onSave(value, note.trim()));
        }}
        data-testid="result-dialog"
      >
        <SubmitFailure failure={failure} />
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
      </Form>
    </Modal>
  );
}
