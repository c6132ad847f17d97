import { App, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CouponBatchView } from '@fleetkey/contract';
import { SendErrorAlert } from '../../pushes/components/SendErrorAlert';
import { useIssueCards } from '../hooks/useVoucherAdmin';
import { RecipientsFields, toRecipients, type RecipientValues } from './RecipientsFields';

/** Issues unissued cards of a batch, one to each listed user; too few left refuses the whole issue. */
export function IssueDialog({ batch, onClose }: { batch: CouponBatchView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<RecipientValues>();
  const issue = useIssueCards();
  const left = batch ? batch.count - batch.issuedCount : 0;

  const submit = (values: RecipientValues) => {
    const recipients = toRecipients(values);
    if (!batch || !recipients) return;
    issue.mutate(
      { batchId: batch.id, recipients },
      {
        onSuccess: (after) => {
          void message.success(
            t('voucherAdmin.issue.done', { count: after.issuedCount - batch.issuedCount }),
          );
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={batch !== null}
      width={520}
      title={t('voucherAdmin.issue.title')}
      okText={t('voucherAdmin.issue.ok')}
      cancelText={t('voucherAdmin.cancel')}
      confirmLoading={issue.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        issue.reset();
      }}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'batch-issue-ok' }}
      data-testid="batch-issue-dialog"
    >
      <Typography.Paragraph type="secondary" data-testid="batch-issue-left">
        {t('voucherAdmin.issue.left', { count: left })}
      </Typography.Paragraph>
      <Form<RecipientValues>
        form={form}
        layout="vertical"
        initialValues={{ recipientKind: 'mobiles' }}
        onFinish={submit}
      >
        <RecipientsFields optional={false} />
      </Form>
      {issue.isError && <SendErrorAlert error={issue.error} />}
    </Modal>
  );
}
