import { useMemo, useState } from 'react';
import { Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { adminAccessApi, ApiError } from '@fleetkey/api-client';
import { MAIN_ACCOUNT_ROLE, passwordSchema, REMARK_MAX } from '@fleetkey/contract';
import { ConfirmDialog, useApiClient, useSession, zodRule } from '@fleetkey/web-kit';
import { useTranslation } from 'react-i18next';

interface Values {
  password: string;
  remark?: string;
}

/**
 * The password-confirm dialog (licence-portal.md §2, §5, §8; 418 px) shown before a destructive action:
 * the signed-in account's password (administrators and users are checked by different calls) and, when
 * `remarkRequired`, a remark handed to `onConfirmed`. A wrong password reads "wrong password, re-enter".
 */
export function PasswordConfirmDialog({
  open,
  title,
  remarkRequired = false,
  onCancel,
  onConfirmed,
}: {
  open: boolean;
  title?: string;
  remarkRequired?: boolean;
  onCancel: () => void;
  onConfirmed: (remark: string) => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const client = useApiClient();
  const { user } = useSession();
  const api = useMemo(() => adminAccessApi(client), [client]);
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const verify = useMutation({
    mutationFn: (values: Values) =>
      api.verifyPassword(user?.role === MAIN_ACCOUNT_ROLE ? 'user' : 'admin', {
        password: values.password,
        remark: values.remark,
        remarkRequired,
      }),
    meta: { silentError: true },
  });

  const submit = async (values: Values) => {
    setError(null);
    try {
      const result = await verify.mutateAsync(values);
      await onConfirmed(result.remark);
    } catch (e) {
      setError(
        e instanceof ApiError && e.code === 'INVALID_CREDENTIALS'
          ? t('passwordConfirm.wrongPassword')
          : e instanceof ApiError && e.code === 'LOGIN_LOCKED'
            ? t('passwordConfirm.locked')
            : t('passwordConfirm.failed'),
      );
    }
  };

  return (
    <ConfirmDialog
      open={open}
      form={form}
      title={title ?? t('passwordConfirm.title')}
      okText={t('passwordConfirm.confirm')}
      cancelText={t('passwordConfirm.cancel')}
      busy={verify.isPending}
      error={error}
      testIds={{ ok: 'password-confirm-ok', error: 'password-confirm-error' }}
      onCancel={onCancel}
      onClosed={() => setError(null)}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        data-testid="password-confirm-dialog"
      >
        <Form.Item name="password" label={t('passwordConfirm.password')} rules={[zodRule(passwordSchema, t)]}>
          <Input.Password autoFocus autoComplete="current-password" maxLength={16} />
        </Form.Item>
        {remarkRequired && (
          <Form.Item
            name="remark"
            label={t('passwordConfirm.remark')}
            rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
          >
            <Input.TextArea maxLength={REMARK_MAX} rows={3} data-testid="password-confirm-remark" />
          </Form.Item>
        )}
      </Form>
    </ConfirmDialog>
  );
}
