import type { ReactNode } from 'react';
import { Alert, Modal, type FormInstance } from 'antd';

/**
 * The small dialog that asks for one more proof before going on (licence-portal.md §8, 418 px: the
 * password before a destructive action, the mobile code at sign-in). It stays mounted between openings,
 * so once closed it empties its form and `onClosed` clears the refusal; OK submits `form`; the refusal,
 * already translated, stands under the form.
 */
export function ConfirmDialog<Values>({
  open,
  form,
  title,
  okText,
  cancelText,
  busy,
  error,
  testIds,
  onCancel,
  onClosed,
  children,
}: {
  open: boolean;
  form: FormInstance<Values>;
  title: ReactNode;
  okText: string;
  cancelText: string;
  busy: boolean;
  error: string | null;
  testIds: { ok: string; error: string };
  onCancel: () => void;
  onClosed: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      width={418}
      okText={okText}
      cancelText={cancelText}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onCancel}
      afterClose={() => {
        form.resetFields();
        onClosed();
      }}
      destroyOnHidden
      okButtonProps={{ 'data-testid': testIds.ok }}
    >
      {children}
      {error && <Alert type="error" showIcon title={error} data-testid={testIds.error} />}
    </Modal>
  );
}
