import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPLY_DURATIONS, EDITIONS, nameSchema } from '@fleetkey/contract';
import type { Edition } from '@fleetkey/contract';
import { LoadError, zodRule } from '@fleetkey/web-kit';
import { editionKey } from '../licence-labels';
import { useApplyData } from '../hooks/useLicences';
import { useLicenceAction } from '../hooks/useLicenceAction';
import { useLicenceApi } from '../hooks/useLicenceApi';
import { ActionError } from './ActionError';
import { DurationField } from './DurationField';
import { TermsDialog } from './TermsDialog';

/** The apply form's values (duration and edition codes of the contract). */
export interface ApplyValues {
  duration: (typeof APPLY_DURATIONS)[number];
  edition: Edition;
  name: string;
  industry?: string;
  office?: string;
}

const TEXT_MAX = 64;

/**
 * Applying for a new licence: duration, edition, a name (§5 name rule), industry and office; the purchase
 * terms must be agreed before the application is sent (POST /apply). An administrator decides it.
 */
export function ApplyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const api = useLicenceApi();
  const applyData = useApplyData();
  const [form] = Form.useForm<ApplyValues>();
  // The validated form waiting for the terms to be agreed.
  const [pending, setPending] = useState<ApplyValues | null>(null);
  const apply = useLicenceAction((values: ApplyValues) =>
    // POST /apply, the call the spec pairs with the dialog's GET /apply/data (§7 misc).
    api.applyments.applyNewLicence({
      ...values,
      industry: values.industry?.trim() ?? '',
      office: values.office?.trim() ?? '',
    }),
  );

  const agree = () => {
    if (!pending) return;
    apply.mutate(pending, {
      onSuccess: () => {
        void message.success(t('licences.apply.submitted'));
        onClose();
      },
      onSettled: () => setPending(null),
    });
  };

  const durations = applyData.data?.durations ?? APPLY_DURATIONS;
  const editions = applyData.data?.editions ?? Object.values(EDITIONS);
  const pendingCount = applyData.data?.pendingNewLicences ?? 0;

  return (
    <Modal
      open
      title={t('licences.apply.title')}
      okText={t('licences.apply.next')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'apply-next', disabled: applyData.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="apply-dialog"
    >
      {applyData.isPending ? (
        <Spin />
      ) : (
        <>
          {applyData.isError && (
            <LoadError error={applyData.error} onRetry={() => void applyData.refetch()} />
          )}
          {pendingCount > 0 && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('licences.apply.pending', { count: pendingCount })}
              data-testid="apply-pending"
            />
          )}
          <Form
            form={form}
            layout="vertical"
            initialValues={{ duration: durations[0], edition: EDITIONS.trial }}
            onFinish={setPending}
          >
            <Form.Item name="duration" label={t('licences.fields.duration')} required>
              <DurationField durations={durations} />
            </Form.Item>
            <Form.Item name="edition" label={t('licences.fields.edition')} required>
              <Select
                data-testid="apply-edition"
                options={editions.map((edition) => ({ value: edition, label: t(editionKey(edition)) }))}
              />
            </Form.Item>
            <Form.Item
              name="name"
              label={t('licences.fields.name')}
              extra={t('licences.apply.nameHint')}
              rules={[zodRule(nameSchema, t)]}
            >
              <Input maxLength={32} data-testid="apply-name" />
            </Form.Item>
            <Form.Item name="industry" label={t('licences.fields.industry')}>
              <Input maxLength={TEXT_MAX} data-testid="apply-industry" />
            </Form.Item>
            <Form.Item name="office" label={t('licences.fields.office')}>
              <Input maxLength={TEXT_MAX} data-testid="apply-office" />
            </Form.Item>
          </Form>
          <ActionError error={apply.error} />
        </>
      )}
      <TermsDialog
        open={pending !== null}
        busy={apply.isPending}
        onAgree={agree}
        onCancel={() => setPending(null)}
      />
    </Modal>
  );
}
