import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  personNameSchema,
  strongPasswordSchema,
  subuserEmailSchema,
  subuserMobileSchema,
  SUBUSER_UNPROFILED_ROLE,
  usernameSchema,
  type AccessProfileView,
  type SubuserView,
} from '@fleetkey/contract';
import { zodRule, FormModal } from '@fleetkey/web-kit';
import { useFormDialog } from '../../common/hooks/use-form-dialog';

/** The sub-user dialog's values; `role` null is "no profile". */
export interface SubuserFormValues {
  username: string;
  name: string;
  mobile: string;
  email: string;
  password: string;
  role: number | null;
}

export interface SubuserDialogProps {
  editing?: SubuserView;
  profiles: readonly AccessProfileView[];
  onSave: (values: SubuserFormValues) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Create a sub-user (user name, name, optional mobile and e-mail, an initial password it must change at
 * first sign-in, and its access profile) or edit one (name, contact, profile).
 */
export function SubuserDialog({ editing, profiles, onSave, onClose }: SubuserDialogProps) {
  const { t } = useTranslation();
  const { save, frame } = useFormDialog<SubuserFormValues>(onClose);
  return (
    <FormModal<SubuserFormValues>
      title={t(editing ? 'subusers.editTitle' : 'subusers.createTitle')}
      {...frame}
      testIds={{ ok: 'subuser-save' }}
      initialValues={{
        username: editing?.username ?? '',
        name: editing?.name ?? '',
        mobile: editing?.mobile ?? '',
        email: editing?.email ?? '',
        password: '',
        role: editing && editing.role !== SUBUSER_UNPROFILED_ROLE ? editing.role : null,
      }}
      onFinish={(values) => void save(() => onSave(values))}
    >
      <Form.Item name="username" label={t('subusers.username')} rules={[zodRule(usernameSchema, t)]}>
        <Input disabled={Boolean(editing)} maxLength={20} autoComplete="off" data-testid="subuser-username" />
      </Form.Item>
      <Form.Item name="name" label={t('subusers.name')} rules={[zodRule(personNameSchema, t)]}>
        <Input maxLength={32} data-testid="subuser-name" />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={t('subusers.mobile')}
        extra={t('subusers.mobileHint')}
        rules={[zodRule(subuserMobileSchema, t)]}
      >
        <Input maxLength={15} />
      </Form.Item>
      <Form.Item name="email" label={t('subusers.email')} rules={[zodRule(subuserEmailSchema, t)]}>
        <Input maxLength={254} />
      </Form.Item>
      {!editing && (
        <Form.Item
          name="password"
          label={t('subusers.initialPassword')}
          extra={t('subusers.initialPasswordHint')}
          rules={[zodRule(strongPasswordSchema, t)]}
        >
          <Input.Password maxLength={16} autoComplete="new-password" data-testid="subuser-password" />
        </Form.Item>
      )}
      <Form.Item name="role" label={t('subusers.profile')} extra={t('subusers.profileHint')}>
        <Select<number | null>
          data-testid="subuser-profile"
          options={[
            { value: null, label: t('subusers.noProfile') },
            ...profiles.map((profile) => ({ value: profile.id, label: profile.name })),
          ]}
        />
      </Form.Item>
    </FormModal>
  );
}
