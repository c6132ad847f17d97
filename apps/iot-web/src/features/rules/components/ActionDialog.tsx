import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@fleetkey/api-client';
import {
  ERROR_CODES,
  RULE_ACTION_KINDS,
  RULE_ACTION_LIMITS,
  type RuleActionBodyInput,
  type RuleActionView,
} from '@fleetkey/contract';
import { FormModal } from '@fleetkey/web-kit';
import { actionFormValues, newActionValues, toActionBody, type ActionFormValues } from '../action-form';
import { checkedBody, refusedFields, showIssues } from '../../common/form-issues';
import { ActionKindFields } from './ActionKindFields';
import { useFormDialog } from '../../common/hooks/use-form-dialog';

export interface ActionDialogProps {
  /** The action edited (its kind stays); a new action when absent. */
  editing?: RuleActionView;
  onSave: (body: RuleActionBodyInput) => Promise<unknown>;
  onClose: () => void;
}

/** The fields whose refusal only the server can tell (it knows whether private targets are allowed). */
const SERVER_CHECKED_FIELDS = ['url', 'secret'] as const;

/**
 * Creates or edits a rule action: a name, its kind and that kind's settings. The contract's schema checks
 * the form; a refusal of the server (a webhook address the server does not allow) shows at its field.
 */
export function ActionDialog({ editing, onSave, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const { form, save, frame } = useFormDialog<ActionFormValues>(onClose);
  const kind = Form.useWatch('kind', form) ?? editing?.kind ?? 'inbox';

  const submit = () => {
    const body = checkedBody(form, toActionBody(form.getFieldsValue(true) as ActionFormValues), t);
    if (!body) return;
    void save(() =>
      onSave(body).catch((error: unknown) => {
        // Why the server refused the URL (https, a private address) or secret is said at the field, as is a
        // name another action bears.
        const taken = error instanceof ApiError && error.code === ERROR_CODES.NAME_IN_USE;
        const issues = taken ? [{ path: ['name'], message: 'ruleActions.nameTaken' }] : [];
        showIssues(form, [...issues, ...refusedFields(error, SERVER_CHECKED_FIELDS)], t);
        throw error;
      }),
    );
  };

  return (
    <FormModal<ActionFormValues>
      width={600}
      title={editing ? t('ruleActions.editTitle', { name: editing.name }) : t('ruleActions.createTitle')}
      onOk={submit}
      {...frame}
      testIds={{ form: 'action-dialog', ok: 'action-submit', failure: 'action-save-error' }}
      initialValues={editing ? actionFormValues(editing) : newActionValues()}
      onFinish={submit}
    >
      <Form.Item name="name" label={t('ruleActions.name')} required>
        <Input maxLength={RULE_ACTION_LIMITS.nameMax} data-testid="action-name" />
      </Form.Item>
      <Form.Item name="kind" label={t('ruleActions.kind')}>
        <Select
          disabled={Boolean(editing)}
          style={{ width: 200 }}
          data-testid="action-kind"
          options={RULE_ACTION_KINDS.map((k) => ({ value: k, label: t(`ruleActions.kinds.${k}`) }))}
        />
      </Form.Item>
      <ActionKindFields
        kind={kind}
        form={form}
        maskedSecret={editing?.kind === 'webhook' ? editing.secret : undefined}
      />
    </FormModal>
  );
}
