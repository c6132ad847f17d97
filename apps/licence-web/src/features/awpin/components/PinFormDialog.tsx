import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PIN_FUNCTION_MAX,
  PIN_NOTES_MAX,
  PIN_NUMBER_MAX,
  PIN_SHORT_MAX,
  pinSchema,
  type Pin,
} from '@fleetkey/contract';
import { zodRule } from '@fleetkey/web-kit';
import { FormDialog } from '../../common/FormDialog';

const FIELDS = pinSchema.shape;

/**
 * Add or edit one pin of the map being edited (checked with the contract's pin schema; a number already
 * in the map is refused here, as the server would). The map is saved as a whole afterwards.
 */
export function PinFormDialog({
  pin,
  taken,
  onDone,
  onClose,
}: {
  pin?: Pin;
  /** Pin numbers the other pins of the map use. */
  taken: ReadonlySet<number>;
  onDone: (pin: Pin) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const initialValues: Pin = pin ?? {
    pin: Math.max(0, ...taken) + 1,
    name: '',
    functions: [],
    voltage: '',
    notes: '',
  };
  return (
    <FormDialog<Pin>
      title={t(pin ? 'awpin.pins.editTitle' : 'awpin.pins.newTitle')}
      testIds={{ form: 'pin-form', ok: 'pin-form-ok' }}
      initialValues={initialValues}
      onSubmit={(values) => {
        onDone(pinSchema.parse(values));
        return Promise.resolve();
      }}
      onClose={onClose}
    >
      <Form.Item
        name="pin"
        label={t('awpin.pins.fields.pin')}
        rules={[
          zodRule(FIELDS.pin, t),
          {
            validator: (_, value: number) =>
              taken.has(value) ? Promise.reject(new Error(t('validation.duplicate'))) : Promise.resolve(),
          },
        ]}
      >
        <InputNumber
          min={1}
          max={PIN_NUMBER_MAX}
          precision={0}
          style={{ width: '100%' }}
          data-testid="pin-form-pin"
        />
      </Form.Item>
      <Form.Item name="name" label={t('awpin.pins.fields.name')} rules={[zodRule(FIELDS.name, t)]}>
        <Input maxLength={PIN_SHORT_MAX} data-testid="pin-form-name" />
      </Form.Item>
      <Form.Item
        name="functions"
        label={t('awpin.pins.fields.functions')}
        rules={[zodRule(FIELDS.functions, t)]}
      >
        <Select
          mode="tags"
          tokenSeparators={[',', ';', '/']}
          maxLength={PIN_FUNCTION_MAX}
          placeholder={t('awpin.pins.functionsHint')}
          data-testid="pin-form-functions"
        />
      </Form.Item>
      <Form.Item name="voltage" label={t('awpin.pins.fields.voltage')} rules={[zodRule(FIELDS.voltage, t)]}>
        <Input maxLength={PIN_SHORT_MAX} data-testid="pin-form-voltage" />
      </Form.Item>
      <Form.Item name="notes" label={t('awpin.pins.fields.notes')} rules={[zodRule(FIELDS.notes, t)]}>
        <Input.TextArea rows={2} maxLength={PIN_NOTES_MAX} />
      </Form.Item>
    </FormDialog>
  );
}
