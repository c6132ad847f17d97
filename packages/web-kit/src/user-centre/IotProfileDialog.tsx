import { Divider, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { iotProfileEditSchema } from '@fleetkey/contract';
import type { UserProfile } from '@fleetkey/contract';
import { ENTERPRISE_DETAILS, EnterpriseFields } from './EnterpriseFields';
import type { EnterpriseValues } from './profile-form';
import { GenderField } from './GenderField';
import { ProfileEditDialog } from './ProfileEditDialog';
import { ProfileTextFields } from './ProfileTextFields';

// The person's company and address are top-level fields here, so the enterprise block shows only its details.
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
        <ProfileTextFields keys={TEXT} schemaOf={(key) => iotProfileEditSchema.shape[key]} />
        <GenderField sm={24} />
      </Row>
      <Divider titlePlacement="start">{t('userCentre.enterprise')}</Divider>
      <Row gutter={16}>
        <EnterpriseFields fields={ENTERPRISE_DETAILS} />
      </Row>
    </ProfileEditDialog>
  );
}
