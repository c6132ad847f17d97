import { useState } from 'react';
import { Button, Descriptions, Flex, Spin, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { displayName, LICENCE_DETAIL_PAGE_SIZE, type LicenceView } from '@fleetkey/contract';
import { LoadError, useIndustryLabel, useSiteLinks, WholeTable } from '@fleetkey/web-kit';
import { formatDate } from '../../common/format';
import { pageCount } from '../../common/paging';
import { useLicencePanel } from '../hooks/useLicences';
import { editionColumn, licenceUseColumn } from './licence-columns';

/**
 * The licence/user info panel of licence-portal.md §2 for any user: the company, the account manager's
 * contact and the user's licences five a page with "page n/m". `narrow` is the one-column form for a
 * drawer that already names the account.
 */
export function LicencePanelBody({
  userId,
  narrow = false,
  emptyText,
  pageTestId,
}: {
  userId: string;
  narrow?: boolean;
  emptyText: string;
  pageTestId: string;
}) {
  const { t } = useTranslation();
  const industryLabel = useIndustryLabel();
  const [page, setPage] = useState(1);
  const panel = useLicencePanel(userId, page);
  const pages = pageCount(panel.data?.totalCount ?? 0, LICENCE_DETAIL_PAGE_SIZE);
  const owner = panel.data?.owner;
  const dash = (value: string) => value || t('licences.info.none');
  const sales = useSiteLinks()?.salesContact;

  if (panel.isError) return <LoadError error={panel.error} onRetry={() => void panel.refetch()} />;
  if (!owner) return <Spin />;
  const company = [
    { key: 'company', label: t('licences.info.companyName'), children: dash(owner.company) },
    {
      key: 'industry',
      label: t('licences.info.industry'),
      children: dash(owner.industry && industryLabel(owner.industry)),
    },
  ];
  const level = { key: 'level', label: t('licences.info.level'), children: owner.level };
  const account = {
    key: 'name',
    label: t('licences.info.account'),
    children: dash(displayName(owner)),
  };
  const hasManager = Boolean(owner.AEName || owner.AEMobile);
  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={narrow ? 1 : 2}
        title={t('licences.info.company')}
        items={narrow ? [...company, level] : [account, level, ...company]}
      />
      {/* No account manager: the configured sales contact instead, or no section at all. */}
      {hasManager ? (
        <Descriptions
          size="small"
          bordered
          column={narrow ? 1 : 2}
          style={{ marginTop: 16 }}
          title={t('licences.info.manager')}
          items={[
            { key: 'ae', label: t('licences.info.managerName'), children: dash(owner.AEName) },
            {
              key: 'aeMobile',
              label: t('licences.info.managerMobile'),
              children: <span data-testid="manager-mobile">{dash(owner.AEMobile)}</span>,
            },
          ]}
        />
      ) : (
        sales && (
          <Descriptions
            size="small"
            bordered
            column={1}
            style={{ marginTop: 16 }}
            title={t('licences.info.sales')}
            items={[
              {
                key: 'sales',
                label: t('licences.info.salesContact'),
                children: <span data-testid="sales-contact">{sales}</span>,
              },
            ]}
          />
        )
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('licences.info.licences')}
      </Typography.Title>
      <WholeTable<LicenceView>
        rowKey="id"
        loading={panel.isFetching}
        dataSource={panel.data?.result}
        empty={emptyText}
        columns={[
          { key: 'number', title: t('licences.fields.number'), dataIndex: 'licenseId' },
          editionColumn(t),
          licenceUseColumn(t),
          { key: 'expiry', title: t('licences.fields.expiry'), render: (_, l) => formatDate(l.expiredAt) },
        ]}
      />
      <Flex justify="flex-end" align="center" gap={8} style={{ marginTop: 12 }}>
        <Button
          size="small"
          icon={<LeftOutlined />}
          aria-label={t('licences.info.previous')}
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
        />
        <Typography.Text data-testid={pageTestId}>{t('licences.info.page', { page, pages })}</Typography.Text>
        <Button
          size="small"
          icon={<RightOutlined />}
          aria-label={t('licences.info.next')}
          disabled={page >= pages}
          onClick={() => setPage(page + 1)}
        />
      </Flex>
    </>
  );
}
