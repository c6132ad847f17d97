import { Col, Divider, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { iotProfileEditSchema } from '@fleetkey/contract';
import type { UserProfile } from '@fleetkey/contract';
import { zodRule } from '../forms/zod-rule';
import { EnterpriseFields } from './EnterpriseFields';
import type { EnterpriseKey } from './EnterpriseFields';
import type { EnterpriseValues } from './profile-form';
import { GenderField } from './GenderField';
import { ProfileEditDialog } from './ProfileEditDialog';

// The person's company and address are the top-level fields here, so the enterprise block leaves them out.
const ENTERPRISE: readonly EnterpriseKey[] = [
  'industry',
  'department',
  'position',
  'state',
  'province',
  'website',
];
const TEXT = ['nickname', 'desc', 'company', 'detailaddress'] as const;
type Values = EnterpriseValues & Partial<Record<(typeof TEXT)[number], string>> & { gender?: number };

/** The IoT console's profile edit: nickname, gender, signature, company, address and enterprise data. */
export function IotProfileDialog({ profile, onClose }: { profile: UserProfile; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ProfileEditDialog<Values>
      profile={profile}
      initialValues={{
        nickname: profile.nickname,
        desc: profile.desc,
        company: profile.company,
        detailaddress: profile.detailaddress,
        gender: profile.gender ?? undefined,
      }}
      split={({ nickname, desc, company, detailaddress, gender, ...enterprise }) => [
        { nickname, desc, company, detailaddress, gender },
        enterprise,
      ]}
      onClose={onClose}
    >
      <Row gutter={16}>
        {TEXT.map((key) => (
          <Col key={key} xs={24} sm={12}>
            <Form.Item
              name={key}
              label={t(`userCentre.fields.${key}`)}
              rules={[zodRule(iotProfileEditSchema.shape[key], t)]}
            >
              <Input maxLength={64} data-testid={`profile-${key}-input`} />
            </Form.Item>
          </Col>
        ))}
        <GenderField sm={24} />
      </Row>
      <Divider titlePlacement="start">{t('userCentre.enterprise')}</Divider>
      <Row gutter={16}>
        <EnterpriseFields fields={ENTERPRISE} />
      </Row>
    </ProfileEditDialog>
  );
}
