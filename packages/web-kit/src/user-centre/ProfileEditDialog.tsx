import { useState, type ReactNode } from 'react';
import { App, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@fleetkey/contract';
import { useShowError } from '../providers/console-context';
import { enterpriseChanges, enterpriseValuesOf, type EnterpriseValues } from './profile-form';
import { useUserCentre } from './user-centre-model';

type ProfileChanges = Parameters<ReturnType<typeof useUserCentre>['updateProfile']>[0];

/** The person's own fields of a profile edit, and the values of its enterprise block. */
type ProfileParts = [Omit<ProfileChanges, 'enterprise' | 'country'>, EnterpriseValues];

/** Saving a profile edit: busy while it runs, "updated" and close on success, the mapped error otherwise. */
function useProfileSave(onClose: () => void) {
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

/**
 * The edit dialog of both consoles' profile forms: the form starts from `initialValues` and the profile's
 * enterprise block (a new country clears the province); a save sends the person's fields that `split`
 * takes from the values with the enterprise changes, the country kept in step.
 */
export function ProfileEditDialog<V extends EnterpriseValues>({
  profile,
  initialValues,
  split,
  onClose,
  children,
}: {
  profile: UserProfile;
  initialValues: Partial<V>;
  split: (values: V) => ProfileParts;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const { busy, save } = useProfileSave(onClose);

  const submit = async (values: V) => {
    const [person, enterprise] = split(values);
    const saved = enterpriseChanges(profile, enterprise);
    await save({ ...person, enterprise: saved, country: saved.state });
  };

  return (
    <Modal
      open
      width={640}
      title={t('userCentre.editTitle')}
      okText={t('userCentre.save')}
      cancelText={t('userCentre.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="profile-dialog"
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ ...initialValues, ...enterpriseValuesOf(profile) }}
        onValuesChange={(changed: Partial<V>) => {
          if ('state' in changed) form.setFieldsValue({ province: undefined } as Partial<V>);
        }}
        onFinish={(values) => void submit(values)}
      >
        {children}
      </Form>
    </Modal>
  );
}
