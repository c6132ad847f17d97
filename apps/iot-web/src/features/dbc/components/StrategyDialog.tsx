import { useState } from 'react';
import { Alert, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DBC_SAMPLING_MAX_MS,
  DBC_STRATEGY_NAME_MAX,
  dbcStrategyBodySchema,
  type DbcStrategyBodyInput,
  type DbcStrategyView,
} from '@fleetkey/contract';
import { FormModal, zodRule } from '@fleetkey/web-kit';
import { useAllDeviceTypes } from '../../common/hooks/useAllDeviceTypes';
import { useDbcFiles } from '../hooks/useDbcFiles';
import { EMPTY_STRATEGY, strategyBody, strategyValues, type StrategyFormValues } from '../strategy-form';
import { SignalPicker } from './SignalPicker';
import { useFormDialog } from '../../common/hooks/use-form-dialog';

const FIELDS = dbcStrategyBodySchema.shape;

type HeadValues = Pick<StrategyFormValues, 'name' | 'dbc' | 'devtype' | 'intervalMs'>;

export interface StrategyDialogProps {
  editing: DbcStrategyView | null;
  onSave: (id: string | null, body: DbcStrategyBodyInput) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Creating or changing a strategy: its name, DBC, device type and sampling interval, and the signals it
 * decodes (checked in the DBC's tree, optionally renamed to point names). Checked with the contract's
 * schema before sending; the server's refusal (a signal not in the DBC, …) shows above the form.
 */
export function StrategyDialog({ editing, onSave, onClose }: StrategyDialogProps) {
  const { t } = useTranslation();
  const initial = editing ? strategyValues(editing) : EMPTY_STRATEGY;
  const { form, save, frame } = useFormDialog<HeadValues>(onClose);
  const dbc = Form.useWatch('dbc', form) ?? initial.dbc;
  const [checked, setChecked] = useState(initial.checked);
  const [points, setPoints] = useState(initial.points);
  const [signalIssue, setSignalIssue] = useState<string | null>(null);
  const files = useDbcFiles();
  const types = useAllDeviceTypes();

  const submit = (head: HeadValues) => {
    const body = strategyBody({ ...head, intervalMs: head.intervalMs ?? 0, checked, points });
    const parsed = dbcStrategyBodySchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path[0] === 'signals');
      setSignalIssue(
        issue
          ? t(issue.path.length > 1 ? 'dbc.strategies.pointInvalid' : 'dbc.strategies.pickSignals')
          : null,
      );
      return;
    }
    setSignalIssue(null);
    void save(() => onSave(editing?.id ?? null, body));
  };

  return (
    <FormModal<HeadValues>
      width={900}
      title={t(editing ? 'dbc.strategies.editTitle' : 'dbc.strategies.createTitle')}
      okText={t('list.save')}
      {...frame}
      initialValues={initial}
      onFinish={submit}
      testIds={{ form: 'dbc-strategy-form', ok: 'dbc-strategy-save', failure: 'dbc-strategy-failure' }}
    >
      <Form.Item name="name" label={t('dbc.strategies.name')} rules={[zodRule(FIELDS.name, t)]}>
        <Input maxLength={DBC_STRATEGY_NAME_MAX} data-testid="dbc-strategy-name" />
      </Form.Item>
      <Form.Item name="dbc" label={t('dbc.strategies.dbc')} rules={[zodRule(FIELDS.dbc, t)]}>
        <Select
          loading={files.isPending}
          options={(files.data ?? []).map((file) => ({ value: file.name, label: file.name }))}
          onChange={() => setChecked([])}
          data-testid="dbc-strategy-dbc"
        />
      </Form.Item>
      <Form.Item
        name="devtype"
        label={t('dbc.strategies.devtype')}
        extra={t('dbc.strategies.devtypeHint')}
        rules={[zodRule(FIELDS.devtype, t)]}
      >
        <Select
          showSearch
          loading={types.isPending}
          options={(types.data ?? []).map((type) => ({ value: type.devtype, label: type.devtype }))}
          data-testid="dbc-strategy-devtype"
        />
      </Form.Item>
      <Form.Item
        name="intervalMs"
        label={t('dbc.strategies.interval')}
        extra={t('dbc.strategies.intervalHint')}
      >
        <InputNumber
          min={0}
          max={DBC_SAMPLING_MAX_MS}
          precision={0}
          step={100}
          suffix="ms"
          style={{ width: 180 }}
        />
      </Form.Item>
      <Form.Item label={t('dbc.strategies.signals')} required>
        <SignalPicker
          dbc={dbc}
          checked={checked}
          points={points}
          onChecked={setChecked}
          onPoints={setPoints}
        />
      </Form.Item>
      {signalIssue && <Alert type="error" showIcon title={signalIssue} data-testid="dbc-strategy-issue" />}
    </FormModal>
  );
}
