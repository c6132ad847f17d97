import { App, Descriptions, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { REMARK_MAX, reviewRemarkSchema } from '@fleetkey/contract';
import type { ApplicationResult, ReviewRecord } from '@fleetkey/contract';
import { zodRule } from '@fleetkey/web-kit';
import { ActionError } from '../../licences/components/ActionError';
import { durationKey } from '../../licences/licence-labels';
import { useReviewDecision } from '../hooks/useReview';
import { applicantLabel, applyTypeKey } from '../review-labels';

/**
 * The confirmation before passing or denying an application: what is decided, an optional remark for the
 * applicant, and the server's refusal (e.g. decided meanwhile by another administrator) when there is one.
 */
export function DecisionDialog({
  record,
  result,
  onClose,
}: {
  record: ReviewRecord;
  result: ApplicationResult;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ remark?: string }>();
  const decide = useReviewDecision();

  const submit = ({ remark }: { remark?: string }) =>
    decide.mutate(
      { applyId: record.id, decision: { result, ...(remark?.trim() ? { remark: remark.trim() } : {}) } },
      {
        onSuccess: () => {
          void message.success(t(`review.decided.${result}`));
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title={t(result === 'passed' ? 'review.confirm.passTitle' : 'review.confirm.denyTitle')}
      okText={t(result === 'passed' ? 'review.actions.pass' : 'review.actions.deny')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: result === 'rejected', 'data-testid': 'review-confirm-ok' }}
      confirmLoading={decide.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="review-confirm-dialog"
    >
      <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('review.fields.applicant')}>{applicantLabel(record)}</Descriptions.Item>
        <Descriptions.Item label={t('review.fields.applyType')}>
          {t(applyTypeKey(record.applyType))}
        </Descriptions.Item>
        {record.licence && (
          <Descriptions.Item label={t('review.fields.licence')}>{record.licence.licenceNo}</Descriptions.Item>
        )}
        {record.applyPeriod !== null && (
          <Descriptions.Item label={t('review.fields.applyPeriod')}>
            {t(durationKey(record.applyPeriod))}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="remark" label={t('review.confirm.remark')} rules={[zodRule(reviewRemarkSchema, t)]}>
          <Input.TextArea
            rows={3}
            maxLength={REMARK_MAX}
            placeholder={t('review.confirm.remarkHint')}
            data-testid="review-confirm-remark"
          />
        </Form.Item>
      </Form>
      <ActionError error={decide.error} />
    </Modal>
  );
}
