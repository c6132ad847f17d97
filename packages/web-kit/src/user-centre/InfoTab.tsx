import { useState } from 'react';
import { Button, Descriptions, Flex, Progress, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { displayName, GENDER_MALE, PROFILE_INFO_FIELDS } from '@fleetkey/contract';
import type { UserProfile } from '@fleetkey/contract';
import { AvatarUpload } from './AvatarUpload';
import { IotProfileDialog } from './IotProfileDialog';
import { LicenceProfileDialog } from './LicenceProfileDialog';
import { completenessOf } from './user-centre-rules';
import { useUserCentre } from './user-centre-model';
import { industryLabel } from './enterprise-options';

type InfoField = (typeof PROFILE_INFO_FIELDS)[number];

/** The nine fields' display values, as the completeness rule counts them. */
function fieldValue(profile: UserProfile, field: InfoField, t: (key: string) => string): string {
  switch (field) {
    case 'gender':
      if (profile.gender === null) return '';
      return t(profile.gender === GENDER_MALE ? 'userCentre.gender.male' : 'userCentre.gender.female');
    case 'company':
      return profile.company || (profile.enterprise.company ?? '');
    case 'industry':
      return industryLabel(profile.enterprise.industry ?? '', t);
    case 'position':
      return profile.enterprise.position ?? '';
    case 'address':
      return profile.detailaddress || (profile.enterprise.address ?? '');
    default:
      return profile[field];
  }
}

/** Personal information: avatar, the nine fields, the completeness hint and the edit dialog. */
export function InfoTab({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const { variant } = useUserCentre();
  const [editing, setEditing] = useState(false);
  const percent = completenessOf(profile);

  return (
    <Flex gap={48} wrap align="flex-start" style={{ padding: '8px 8px 16px' }}>
      <AvatarUpload avatar={profile.avatar} name={displayName(profile)} />
      <Flex vertical gap={16} style={{ flex: 1, minWidth: 320 }}>
        <Flex align="center" justify="space-between" gap={16} wrap>
          <Flex vertical style={{ minWidth: 240, flex: 1 }}>
            <Typography.Text strong data-testid="profile-completeness">
              {t('userCentre.completeness', { percent })}
            </Typography.Text>
            <Progress percent={percent} showInfo={false} size="small" />
            {percent < 100 && (
              <Typography.Text type="secondary">{t('userCentre.completenessHint')}</Typography.Text>
            )}
          </Flex>
          <Button
            type="primary"
            icon={<EditOutlined />}
            onClick={() => setEditing(true)}
            data-testid="profile-edit"
          >
            {t('userCentre.edit')}
          </Button>
        </Flex>
        <Descriptions
          bordered
          size="middle"
          column={{ xs: 1, md: 2 }}
          data-testid="profile-fields"
          items={PROFILE_INFO_FIELDS.map((field) => {
            const value = fieldValue(profile, field, t);
            return {
              key: field,
              label: t(`userCentre.fields.${field}`),
              children: value ? (
                <span data-testid={`profile-${field}`}>{value}</span>
              ) : (
                <Typography.Text type="secondary" data-testid={`profile-${field}`}>
                  {t('userCentre.notSet')}
                </Typography.Text>
              ),
            };
          })}
        />
      </Flex>
      {editing &&
        (variant === 'iot' ? (
          <IotProfileDialog profile={profile} onClose={() => setEditing(false)} />
        ) : (
          <LicenceProfileDialog profile={profile} onClose={() => setEditing(false)} />
        ))}
    </Flex>
  );
}
