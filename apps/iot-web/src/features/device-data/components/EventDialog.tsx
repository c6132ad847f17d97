import { Checkbox, DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DEVICE_EVENT_TYPES, type DeviceEventCreate, type DeviceEventUpdate } from '@fleetkey/contract';
import type { DeviceEventView } from '@fleetkey/contract';
import { FormModal } from '@fleetkey/web-kit';
import { checkedBody, showIssues } from '../../common/form-issues';
import { useFormDialog } from '../../common/hooks/use-form-dialog';
import {
  NEW_EVENT,
  eventValues,
  toEventCreate,
  toEventUpdate,
  undeclaredEventDetail,
  type EventValues,
} from '../event-form';

/** What the dialog saves: a new event, or a correction of one event or of every event with its code. */
export type EventSave =
  | { kind: 'create'; event: DeviceEventCreate }
  | { kind: 'update'; event: DeviceEventView; change: DeviceEventUpdate; sameCode: boolean };

interface Values extends EventValues {
  /** Correct every event of the device with the edited event's code, not only this one. */
  sameCode: boolean;
}

/** Records an event as the device would report it, or corrects a recorded one (its time stays). */
export function EventDialog({
  editing,
  onSave,
  onClose,
}: {
  editing?: DeviceEventView;
  onSave: (save: EventSave) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { form, save, frame } = useFormDialog<Values>(onClose);
  const initialValues: Values = { ...(editing ? eventValues(editing) : NEW_EVENT), sameCode: false };
  // An event a strict type does not declare is refused at its code, naming what the type declares.
  const saving = (event: EventSave) =>
    save(() =>
      onSave(event).catch((error: unknown) => {
        const detail = undeclaredEventDetail(error);
        if (detail !== null)
          showIssues(form, [{ path: ['code'], message: 'events.edit.undeclared', values: { detail } }], t);
        throw error;
      }),
    );
  const submit = (values: Values) => {
    if (editing) {
      const change = checkedBody(form, toEventUpdate(values), t);
      if (change) void saving({ kind: 'update', event: editing, change, sameCode: values.sameCode });
    } else {
      const event = checkedBody(form, toEventCreate(values), t);
      if (event) void saving({ kind: 'create', event });
    }
  };
  return (
    <FormModal<Values>
      title={t(editing ? 'events.edit.editTitle' : 'events.edit.addTitle')}
      {...frame}
      initialValues={initialValues}
      testIds={{ form: 'event-dialog', ok: 'event-submit', failure: 'event-failure' }}
      onFinish={submit}
    >
      <Form.Item name="code" label={t('events.code')} required>
        <Input data-testid="event-code" />
      </Form.Item>
      <Form.Item name="type" label={t('events.type')}>
        <Select
          data-testid="event-type"
          options={DEVICE_EVENT_TYPES.map((type) => ({ value: type, label: t(`events.types.${type}`) }))}
        />
      </Form.Item>
      <Form.Item name="desc" label={t('events.desc')}>
        <Input data-testid="event-desc" />
      </Form.Item>
      <Form.Item name="data" label={t('events.data')} extra={t('events.edit.dataHint')}>
        <Input.TextArea rows={3} data-testid="event-data" />
      </Form.Item>
      {editing ? (
        <Form.Item name="sameCode" valuePropName="checked">
          <Checkbox data-testid="event-same-code">
            {t('events.edit.sameCode', { code: editing.code })}
          </Checkbox>
        </Form.Item>
      ) : (
        <Form.Item
          name="time"
          label={t('data.time')}
          extra={t('events.edit.timeHint')}
          getValueProps={(ms: number | null) => ({ value: ms === null ? null : dayjs(ms) })}
          normalize={(value: Dayjs | null) => (value ? value.valueOf() : null)}
        >
          <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" data-testid="event-time" />
        </Form.Item>
      )}
    </FormModal>
  );
}
