import { Form, Input, Row, Col } from 'antd';
import { useTranslation } from 'react-i18next';
import { licenceProfileEditSchema, personNameSchema } from '@fleetkey/contract';
import type { UserProfile } from '@fleetkey/contract';
import { zodRule } from '../forms/zod-rule';
import { ENTERPRISE_DETAILS, EnterpriseFields } from './EnterpriseFields';
import type { EnterpriseKey } from './EnterpriseFields';
import type { EnterpriseValues } from './profile-form';
import { GenderField } from './GenderField';
import { ProfileEditDialog } from './ProfileEditDialog';
import { ProfileTextFields } from './ProfileTextFields';

const ENTERPRISE: readonly EnterpriseKey[] = ['company', ...ENTERPRISE_DETAILS, 'address'];
const TEXT = ['nickname', 'desc'] as const;
type Values = EnterpriseValues & { name?: string; nickname?: string; desc?: string; gender?: number };

/**
 * The licence portal's profile edit: the person's name, nickname, gender and signature, and the enterprise
 * data (country kept in step) — every field the information card counts toward completeness but the
 * e-mail, which is bound with a code on the security tab.
 */
export function LicenceProfileDialog({ profile, onClose }: { profile: UserProfile; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ProfileEditDialog<Values>
      profile={profile}
      initialValues={{
        name: profile.name,
        nickname: profile.nickname,
        desc: profile.desc,
        gender: profile.gender ?? undefined,
      }}
      split={({ name, nickname, desc, gender, ...enterprise }) => [
        { name: name?.trim(), nickname, desc, gender },
        enterprise,
      ]}
      onClose={onClose}
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
        <ProfileTextFields
          keys={TEXT}
          schemaOf={(key) => licenceProfileEditSchema.shape[key]}
          maxLengths={{ nickname: 32 }}
        />
        <GenderField sm={12} />
        <EnterpriseFields fields={ENTERPRISE} />
      </Row>
    </ProfileEditDialog>
  );
}
