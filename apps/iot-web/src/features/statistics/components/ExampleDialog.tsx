import { useState } from 'react';
import { Alert, Divider, Flex, Form, Input, Radio, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  STATISTIC_LIMITS,
  STATISTIC_WINDOWS,
  type StatisticExampleBody,
  type StatisticExampleView,
} from '@fleetkey/contract';
import { checkedBody } from '../../common/form-issues';
import { FormDrawer } from '../../common/FormDrawer';
import { TargetFields } from '../../common/TargetFields';
import { TimeZoneSelect } from '../../tasks/components/TimeZoneSelect';
import {
  backfillFrom,
  exampleFormValues,
  newExampleValues,
  toExampleBody,
  type ExampleFormValues,
} from '../example-form';
import { AlgorithmFields } from './AlgorithmFields';
import { BackfillPicker } from './BackfillPicker';
import { useFormDialog } from '../../common/hooks/use-form-dialog';

/** Whether a new example starts once saved, and from which moment it backfills (undefined: its creation). */
export interface StartAfterSave {
  from: number | undefined;
}

export interface ExampleDialogProps {
  /** The example edited; a new one when absent. */
  editing?: StatisticExampleView;
  /** Saves; `start` when a new example should run at once. */
  onSave: (body: StatisticExampleBody, start: StartAfterSave | null) => Promise<unknown>;
  onClose: () => void;
  /** A new example may be started from here (statistics:control). */
  canStart: boolean;
}

/**
 * Creates or edits an example: name, the algorithm (a built-in over a point, or a formula), the devices it
 * covers, its window and time zone; a new one can start at once, computing missed windows from a day.
 * The contract's schema (the server's own) checks the form; a refusal of the server shows above it.
 */
export function ExampleDialog({ editing, onSave, onClose, canStart }: ExampleDialogProps) {
  const { t } = useTranslation();
  const { form, save, frame } = useFormDialog<ExampleFormValues>(onClose);
  const [startNow, setStartNow] = useState(false);
  const [from, setFrom] = useState<Dayjs | null>(null);

  const submit = () => {
    // Every field, including a built-in's point kept while a formula is chosen (onFinish gives mounted ones).
    const values = form.getFieldsValue(true) as ExampleFormValues;
    const body = checkedBody(form, toExampleBody(values), t);
    if (!body) return;
    const start = startNow ? { from: from ? backfillFrom(from, values.timeZone) : undefined } : null;
    void save(() => onSave(body, start));
  };

  return (
    <FormDrawer<ExampleFormValues>
      size={720}
      title={
        editing
          ? t('statistics.examples.editTitle', { name: editing.name })
          : t('statistics.examples.createTitle')
      }
      {...frame}
      onSave={submit}
      testIds={{ form: 'example-dialog', ok: 'example-submit', failure: 'example-save-error' }}
      initialValues={editing ? exampleFormValues(editing) : newExampleValues()}
    >
      {editing?.state === 'running' && (
        // The server refuses a new definition for a running example (409): say so before the user tries.
        <Alert
          type="info"
          showIcon
          title={t('statistics.examples.runningHint')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item name="name" label={t('statistics.examples.name')} required>
        <Input maxLength={STATISTIC_LIMITS.nameMax} data-testid="example-name" />
      </Form.Item>
      <Form.Item name="description" label={t('statistics.examples.description')}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} maxLength={STATISTIC_LIMITS.descriptionMax} />
      </Form.Item>
      <Divider titlePlacement="start">{t('statistics.examples.devicesSection')}</Divider>
      <TargetFields testIdPrefix="example" onDevtypeChange={() => form.setFieldValue('point', undefined)} />
      <Divider titlePlacement="start">{t('statistics.examples.computeSection')}</Divider>
      <AlgorithmFields />
      <Flex gap={24} wrap>
        <Form.Item name="window" label={t('statistics.examples.window')}>
          <Radio.Group
            optionType="button"
            data-testid="example-window"
            options={STATISTIC_WINDOWS.map((w) => ({ value: w, label: t(`statistics.windows.${w}`) }))}
          />
        </Form.Item>
        <Form.Item name="timeZone" label={t('statistics.examples.timeZone')}>
          <TimeZoneSelect />
        </Form.Item>
      </Flex>
      {!editing && canStart && (
        <>
          <Divider titlePlacement="start">{t('statistics.schedule.section')}</Divider>
          <Flex gap={24} wrap align="flex-start">
            <Form.Item label={t('statistics.schedule.startNow')}>
              <Switch checked={startNow} onChange={setStartNow} data-testid="example-start-now" />
            </Form.Item>
            <Form.Item label={t('statistics.schedule.from')} extra={t('statistics.schedule.fromHint')}>
              <BackfillPicker value={from} onChange={setFrom} disabled={!startNow} />
            </Form.Item>
          </Flex>
        </>
      )}
    </FormDrawer>
  );
}
