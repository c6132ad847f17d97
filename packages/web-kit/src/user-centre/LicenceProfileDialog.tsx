import { useState } from 'react';
import { App, Form, Input, Modal, Row, Col } from 'antd';
import { useTranslation } from 'react-i18next';
import { personNameSchema } from '@fleetkey/contract';
import type { UserProfile } from '@fleetkey/contract';
import { zodRule } from '../forms/zod-rule';
import { useShowError } from '../providers/console-context';
import { EnterpriseFields } from './EnterpriseFields';
import type { EnterpriseKey } from './EnterpriseFields';
import { enterpriseChanges, enterpriseValuesOf } from './profile-form';
import type { EnterpriseValues } from './profile-form';
import { useUserCentre } from './user-centre-model';

const ENTERPRISE: readonly EnterpriseKey[] = [
  'company',
  'industry',
  'department',
  'position',
  'state',
  'province',
  'website',
  'address',
];

type Values = EnterpriseValues & { name?: string };

/** The licence portal's profile edit: the person's name and the enterprise data (country kept in step). */
export function LicenceProfileDialog({ profile, onClose }: { profile: UserProfile; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showError = useShowError();
  const { updateProfile } = useUserCentre();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  const submit = async ({ name, ...enterprise }: Values) => {
    setBusy(true);
    try {
      const saved = enterpriseChanges(profile, enterprise);
      await updateProfile({ name: name?.trim(), enterprise: saved, country: saved.state });
      void message.success(t('userCentre.updated'));
      onClose();
    } catch (error) {
      showError(error, 'users');
    } finally {
      setBusy(false);
    }
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
        initialValues={{ name: profile.name, ...enterpriseValuesOf(profile) }}
        onValuesChange={(changed: Values) => {
          if ('state' in changed) form.setFieldValue('province', undefined);
        }}
        onFinish={(values) => void submit(values)}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="name"
              label={t('userCentre.fields.name')}
              rules={[zodRule(personNameSchema, t)]}
              required
            >
              <Input maxLength={32} data-testid="profile-name-input" />
            </Form.Item>
          </Col>
          <EnterpriseFields fields={ENTERPRISE} />
        </Row>
      </Form>
    </Modal>
  );
}
