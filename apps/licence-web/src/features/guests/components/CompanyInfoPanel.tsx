import { App, Button, Descriptions, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EnterpriseDecision, EnterpriseStatus, UserProfile } from '@fleetkey/contract';
import { LoadError, useIndustryLabel } from '@fleetkey/web-kit';
import { Allowed } from '../../admin-access/Allowed';
import { useEnterpriseDecision, useGuestProfile } from '../hooks/useGuestProfile';

const STATUS_COLOURS: Record<EnterpriseStatus, string> = {
  none: 'default',
  passed: 'success',
  rejected: 'error',
};

/** The company a profile names: the audited enterprise information's, or the plain profile field. */
function companyOf(profile: UserProfile): string {
  return profile.enterprise.company ?? profile.company;
}

/**
 * A registered user's enterprise (company) information and its audit (licence-portal.md §3 licence type 3,
 * §7 PUT /users/enterprise_info/status/): administrators with users:write approve or reject it here.
 */
export function CompanyInfoPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const industryLabel = useIndustryLabel();
  const { message } = App.useApp();
  const profile = useGuestProfile(userId);
  const decide = useEnterpriseDecision(userId);

  if (profile.isError) return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  const user = profile.data;
  const { enterprise } = user;
  const dash = (value: string | undefined) => value || t('registerList.none');
  const company = companyOf(user);
  const record = (status: EnterpriseDecision) =>
    decide.mutate(status, {
      onSuccess: () => void message.success(t(`registerList.company.recorded.${status}`)),
    });

  return (
    <section data-testid="company-info" style={{ marginBottom: 16 }}>
      <Space style={{ marginBottom: 8 }} wrap>
        <Typography.Text strong>{t('registerList.company.title')}</Typography.Text>
        <Tag color={STATUS_COLOURS[user.enterpriseStatus]} data-testid="company-status">
          {t(`registerList.company.status.${user.enterpriseStatus}`)}
        </Tag>
      </Space>
      {company === '' ? (
        <Typography.Paragraph type="secondary">{t('registerList.company.noneGiven')}</Typography.Paragraph>
      ) : (
        <>
          <Descriptions
            size="small"
            bordered
            column={1}
            items={[
              { key: 'company', label: t('registerList.company.fields.company'), children: company },
              {
                key: 'industry',
                label: t('registerList.company.fields.industry'),
                children: enterprise.industry ? industryLabel(enterprise.industry) : dash(undefined),
              },
              {
                key: 'department',
                label: t('registerList.company.fields.department'),
                children: dash(enterprise.department),
              },
              {
                key: 'position',
                label: t('registerList.company.fields.position'),
                children: dash(enterprise.position),
              },
              {
                key: 'address',
                label: t('registerList.company.fields.address'),
                children: dash(
                  [enterprise.province, enterprise.address ?? user.detailaddress].filter(Boolean).join(' '),
                ),
              },
              {
                key: 'website',
                label: t('registerList.company.fields.website'),
                children: dash(enterprise.website),
              },
            ]}
          />
          <Allowed permission="users:write">
            <Space style={{ marginTop: 8 }}>
              {(['passed', 'rejected'] as const)
                .filter((status) => status !== user.enterpriseStatus)
                .map((status) => (
                  <Popconfirm
                    key={status}
                    title={t(`registerList.company.confirm.${status}`, { company })}
                    okText={t(`registerList.company.decide.${status}`)}
                    cancelText={t('registerList.cancel')}
                    onConfirm={() => record(status)}
                    okButtonProps={{ 'data-testid': `company-${status}-ok` }}
                  >
                    <Button
                      size="small"
                      danger={status === 'rejected'}
                      type={status === 'passed' ? 'primary' : 'default'}
                      loading={decide.isPending && decide.variables === status}
                      disabled={decide.isPending}
                      data-testid={`company-${status}`}
                    >
                      {t(`registerList.company.decide.${status}`)}
                    </Button>
                  </Popconfirm>
                ))}
            </Space>
          </Allowed>
        </>
      )}
    </section>
  );
}
