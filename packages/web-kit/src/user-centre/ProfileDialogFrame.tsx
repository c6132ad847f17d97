import { useState, type ReactNode } from 'react';
import { App, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShowError } from '../providers/console-context';
import { useUserCentre } from './user-centre-model';

type ProfileChanges = Parameters<ReturnType<typeof useUserCentre>['updateProfile']>[0];

/** Saving a profile edit: busy while it runs, "updated" and close on success, the mapped error otherwise. */
export function useProfileSave(onClose: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showError = useShowError();
  const { updateProfile } = useUserCentre();
  const [busy, setBusy] = useState(false);

  const save = async (changes: ProfileChanges) => {
    setBusy(true);
    try {
      await updateProfile(changes);
      void message.success(t('userCentre.updated'));
      onClose();
    } catch (error) {
      showError(error, 'users');
    } finally {
      setBusy(false);
    }
  };
  return { busy, save };
}

/** The edit dialog both consoles' profile forms sit in. */
export function ProfileDialogFrame(props: {
  busy: boolean;
  onOk: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      width={640}
      title={t('userCentre.editTitle')}
      okText={t('userCentre.save')}
      cancelText={t('userCentre.cancel')}
      confirmLoading={props.busy}
      onOk={props.onOk}
      onCancel={props.onClose}
      destroyOnHidden
      data-testid="profile-dialog"
    >
      {props.children}
    </Modal>
  );
}
