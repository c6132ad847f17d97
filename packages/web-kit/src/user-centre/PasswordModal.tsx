import type { ReactNode } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The frame of both password dialogs (by the current password, by a code): OK submits the form inside and
 * turns while the change is sent.
 */
export function PasswordModal({
  title,
  busy,
  onOk,
  onClose,
  testId,
  children,
}: {
  title: string;
  busy: boolean;
  onOk: () => void;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      width={460}
      title={title}
      okText={t('userCentre.password.submit')}
      cancelText={t('userCentre.cancel')}
      confirmLoading={busy}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
      data-testid={testId}
    >
      {children}
    </Modal>
  );
}
