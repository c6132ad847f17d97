import { Button, DatePicker, Flex, Form, Input, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { TELEMETRY_POINTS_MAX, TELEMETRY_TEXT_MAX } from '@fleetkey/contract';
import { FormModal } from '@fleetkey/web-kit';
import { formatDataTime } from '../../common/format';
import { checkedBody } from '../../common/form-issues';
import { useFormDialog } from '../../common/hooks/use-form-dialog';
import { toDataRow, type DataRowInput, type DataRowValues } from '../data-row-form';

export interface DataRowDialogProps {
  /** The row corrected (its time stays); absent: a new row. */
  editing?: DataRowValues & { time: number };
  /** The point names a new row starts with (those the device reports), to fill in. */
  pointNames?: readonly string[];
  onSave: (row: DataRowInput) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Adds a stored data row (a time and its point values) or corrects the values of one: a value that reads as
 * a number is stored as one, anything else as text.
 */
export function DataRowDialog({ editing, pointNames = [], onSave, onClose }: DataRowDialogProps) {
  const { t } = useTranslation();
  const { form, save, frame } = useFormDialog<DataRowValues>(onClose);
  const initialValues: DataRowValues = editing ?? {
    time: dayjs().startOf('second').valueOf(),
    points: (pointNames.length ? pointNames : ['']).map((name) => ({ name, value: '' })),
  };
  return (
    <FormModal<DataRowValues>
      title={t(editing ? 'data.edit.editTitle' : 'data.edit.addTitle')}
      width={560}
      {...frame}
      initialValues={initialValues}
      testIds={{ form: 'data-row-dialog', ok: 'data-row-submit', failure: 'data-row-failure' }}
      onFinish={(values) => {
        // A corrected row's time is shown, not a field: it comes from the row.
        const body = checkedBody(form, toDataRow({ ...values, time: editing?.time ?? values.time }), t);
        if (body) void save(() => onSave(body));
      }}
    >
      {editing ? (
        <Form.Item label={t('data.time')}>
          <Typography.Text data-testid="data-row-time">{formatDataTime(editing.time)}</Typography.Text>
        </Form.Item>
      ) : (
        <Form.Item
          name="time"
          label={t('data.time')}
          required
          getValueProps={(ms: number | null) => ({ value: ms === null ? null : dayjs(ms) })}
          normalize={(value: Dayjs | null) => (value ? value.valueOf() : null)}
        >
          <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" data-testid="data-row-time" />
        </Form.Item>
      )}
      <Typography.Text type="secondary">{t('data.edit.pointsHint')}</Typography.Text>
      <Form.List name="points">
        {(fields, { add, remove }) => (
          <Flex vertical gap={0} style={{ marginTop: 8 }}>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} align="baseline">
                <Form.Item name={[field.name, 'name']} required style={{ flex: 1 }}>
                  <Input
                    placeholder={t('data.edit.point')}
                    // A corrected row keeps its points: PUT writes values at the row's time.
                    disabled={editing !== undefined}
                    data-testid={`data-point-name-${index}`}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'value']} required style={{ flex: 1 }}>
                  <Input
                    placeholder={t('data.edit.value')}
                    maxLength={TELEMETRY_TEXT_MAX}
                    data-testid={`data-point-value-${index}`}
                  />
                </Form.Item>
                {!editing && (
                  <Button
                    type="text"
                    aria-label={t('data.edit.removePoint')}
                    icon={<MinusCircleOutlined />}
                    disabled={fields.length === 1}
                    onClick={() => remove(field.name)}
                  />
                )}
              </Flex>
            ))}
            {!editing && (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={fields.length >= TELEMETRY_POINTS_MAX}
                onClick={() => add({ name: '', value: '' })}
                data-testid="data-point-add"
              >
                {t('data.edit.addPoint')}
              </Button>
            )}
          </Flex>
        )}
      </Form.List>
    </FormModal>
  );
}
