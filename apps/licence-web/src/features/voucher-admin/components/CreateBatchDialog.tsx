import { App, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDialogSubmit, zodRule } from '@fleetkey/web-kit';
import {
  COUPON_BATCH_MAX,
  COUPON_DEFAULT_EXTENSION,
  couponBatchCountSchema,
  couponExtensionCountSchema,
  COUPON_TYPES,
  REMARK_MAX,
  VALIDITY_DAYS,
} from '@fleetkey/contract';
import type { CouponExtension, CouponType, ValidityDays } from '@fleetkey/contract';
import { couponTypeKey, validityLabel } from '../../coupons/coupon-labels';
import { SendErrorAlert } from '../../pushes/components/SendErrorAlert';
import { useCreateBatch } from '../hooks/useVoucherAdmin';
import { RecipientsFields, toRecipients, type RecipientValues } from './RecipientsFields';

interface Values extends RecipientValues {
  type: CouponType;
  validityDays: ValidityDays;
  extension: CouponExtension;
  count: number;
  remark?: string;
}

const INITIAL: Values = {
  type: 'month',
  validityDays: 31,
  extension: { ...COUPON_DEFAULT_EXTENSION.month },
  count: 10,
  recipientKind: 'none',
};

/** The create-batch dialog: card type, validity, what a card adds, how many, a remark, optional recipients. */
export function CreateBatchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateBatch();
  const unit = Form.useWatch(['extension', 'unit'], form) ?? 'month';

  // One batch however often 创建 is clicked: a second click while the first is in flight is ignored.
  const dialog = useDialogSubmit(onClose);
  const submit = (values: Values) => {
    const recipients = toRecipients(values);
    void dialog.save(async () => {
      const batch = await create.mutateAsync({
        type: values.type,
        validityDays: values.validityDays,
        extension: values.extension,
        count: values.count,
        ...(values.remark ? { remark: values.remark } : {}),
        ...(recipients ? { recipients } : {}),
      });
      void message.success(
        t('voucherAdmin.batches.created', { count: batch.count, issued: batch.issuedCount }),
      );
    });
  };

  return (
    <Modal
      open={open}
      width={560}
      title={t('voucherAdmin.batches.create')}
      okText={t('voucherAdmin.batches.createOk')}
      cancelText={t('voucherAdmin.cancel')}
      confirmLoading={dialog.saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        create.reset();
      }}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'batch-create-ok' }}
      data-testid="batch-create-dialog"
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={INITIAL}
        onFinish={submit}
        onValuesChange={(changed: Partial<Values>) => {
          // A new type brings its usual extension; the administrator may still change it.
          if (changed.type) form.setFieldValue('extension', { ...COUPON_DEFAULT_EXTENSION[changed.type] });
        }}
      >
        <Form.Item name="type" label={t('voucherAdmin.fields.type')}>
          <Select
            data-testid="batch-type"
            options={COUPON_TYPES.map((type) => ({ value: type, label: t(couponTypeKey(type)) }))}
          />
        </Form.Item>
        <Form.Item
          name="validityDays"
          label={t('voucherAdmin.fields.validity')}
          extra={t('voucherAdmin.batches.validityHint')}
        >
          <Select
            data-testid="batch-validity"
            options={VALIDITY_DAYS.map((days) => {
              const { key, count } = validityLabel(days);
              return { value: days, label: t(key, { count }) };
            })}
          />
        </Form.Item>
        <Form.Item label={t('voucherAdmin.fields.extension')} required>
          <Space.Compact>
            <Form.Item
              name={['extension', 'count']}
              noStyle
              rules={[zodRule(couponExtensionCountSchema(unit), t)]}
            >
              <InputNumber data-testid="batch-extension-count" />
            </Form.Item>
            <Form.Item name={['extension', 'unit']} noStyle>
              <Select
                style={{ width: 120 }}
                options={(['day', 'month'] as const).map((value) => ({
                  value,
                  label: t(`voucherAdmin.units.${value}`),
                }))}
              />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item
          name="count"
          label={t('voucherAdmin.fields.count')}
          extra={t('voucherAdmin.batches.countHint', { max: COUPON_BATCH_MAX })}
          rules={[zodRule(couponBatchCountSchema, t)]}
        >
          <InputNumber data-testid="batch-count" />
        </Form.Item>
        <Form.Item name="remark" label={t('voucherAdmin.fields.remark')}>
          <Input maxLength={REMARK_MAX} data-testid="batch-remark" />
        </Form.Item>
        <RecipientsFields optional />
      </Form>
      {dialog.failure !== null && <SendErrorAlert error={dialog.failure} />}
    </Modal>
  );
}
