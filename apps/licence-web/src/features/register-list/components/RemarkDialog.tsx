import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { USER_REMARK_MAX, userRemarkSchema, type GuestRow } from '@fleetkey/contract';
import { zodRule } from '@fleetkey/web-kit';
import { useErrorText } from '../../common/use-error-text';

/** Edits the administrators' remark on an account (at most 256 characters; empty clears it). */
export function RemarkDialog({
  user,
  onSubmit,
  onClose,
}: {
  user: GuestRow;
  onSubmit: (remark: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [form] = Form.useForm<{ remark: string }>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const save = async ({ remark }: { remark: string }) => {
    setSaving(true);
    setError(null);
    try {
      await onSubmit(remark.trim());
      onClose();
    } catch (failure) {
      setError(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('registerList.remarkTitle', { name: user.name || user.username })}
      okText={t('registerList.save')}
      cancelText={t('registerList.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'register-remark-ok' }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ remark: user.remark }}
        onFinish={(values) => void save(values)}
        data-testid="register-remark-dialog"
      >
        <Form.Item
          name="remark"
          label={t('registerList.fields.remark')}
          rules={[zodRule(userRemarkSchema, t)]}
        >
          <Input.TextArea
            rows={4}
            maxLength={USER_REMARK_MAX}
            showCount
            data-testid="register-remark-input"
          />
        </Form.Item>
      </Form>
      {error !== null && <Alert type="error" showIcon message={errorText(error)} />}
    </Modal>
  );
}
