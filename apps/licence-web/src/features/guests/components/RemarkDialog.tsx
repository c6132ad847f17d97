import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayName, type GuestRow, USER_REMARK_MAX, userRemarkSchema } from '@fleetkey/contract';
import { zodRule } from '@fleetkey/web-kit';
import { FormDialog } from '../../common/FormDialog';

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
  return (
    <FormDialog<{ remark: string }>
      title={t('registerList.remarkTitle', { name: displayName(user) })}
      okText={t('registerList.save')}
      cancelText={t('registerList.cancel')}
      testIds={{ form: 'register-remark-dialog', ok: 'register-remark-ok' }}
      initialValues={{ remark: user.remark }}
      onSubmit={({ remark }) => onSubmit(remark.trim())}
      onClose={onClose}
    >
      <Form.Item name="remark" label={t('registerList.fields.remark')} rules={[zodRule(userRemarkSchema, t)]}>
        <Input.TextArea rows={4} maxLength={USER_REMARK_MAX} showCount data-testid="register-remark-input" />
      </Form.Item>
    </FormDialog>
  );
}
