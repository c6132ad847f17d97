import { useState } from 'react';
import { Button, Descriptions, Flex, Modal, Spin, Table, Tag, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LICENCE_DETAIL_PAGE_SIZE } from '@fleetkey/contract';
import type { LicenceView } from '@fleetkey/contract';
import { formatDate } from '../../common/format';
import { LoadError } from '../../common/LoadError';
import { pageCount } from '../../common/paging';
import { editionKey, USE_STATUS_COLORS, licenceUseKey } from '../licence-labels';
import { useLicencePanel } from '../hooks/useLicences';

/**
 * The licence/user info panel of licence-portal.md §2: the account's company, its account manager's
 * contact and its licences five a page with "page n/m". Addressed by user id so the administrators' list
 * can open it for any user.
 */
export function LicenceInfoDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const panel = useLicencePanel(userId, page);
  const pages = pageCount(panel.data?.totalCount ?? 0, LICENCE_DETAIL_PAGE_SIZE);
  const owner = panel.data?.owner;
  const dash = (value: string) => value || t('licences.info.none');

  return (
    <Modal
      open
      width={720}
      title={t('licences.info.title')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      data-testid="licence-info-dialog"
    >
      {panel.isPending && <Spin />}
      {panel.isError && <LoadError error={panel.error} onRetry={() => void panel.refetch()} />}
      {owner && (
        <>
          <Descriptions
            size="small"
            bordered
            column={2}
            title={t('licences.info.company')}
            items={[
              {
                key: 'name',
                label: t('licences.info.account'),
                children: dash(owner.name || owner.username),
              },
              { key: 'level', label: t('licences.info.level'), children: owner.level },
              { key: 'company', label: t('licences.info.companyName'), children: dash(owner.company) },
              { key: 'industry', label: t('licences.info.industry'), children: dash(owner.industry) },
            ]}
          />
          <Descriptions
            size="small"
            bordered
            column={2}
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
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('licences.info.licences')}
          </Typography.Title>
          <Table<LicenceView>
            size="small"
            rowKey="id"
            pagination={false}
            loading={panel.isFetching}
            dataSource={panel.data?.result}
            locale={{ emptyText: t('licences.empty') }}
            columns={[
              { key: 'number', title: t('licences.fields.number'), dataIndex: 'licenseId' },
              {
                key: 'edition',
                title: t('licences.fields.edition'),
                render: (_, l) => t(editionKey(l.edition)),
              },
              {
                key: 'use',
                title: t('licences.fields.useStatus'),
                render: (_, l) => (
                  <Tag color={USE_STATUS_COLORS[l.useStatus]}>{t(licenceUseKey(l.useStatus))}</Tag>
                ),
              },
              {
                key: 'expiry',
                title: t('licences.fields.expiry'),
                render: (_, l) => formatDate(l.expiredAt),
              },
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
            <Typography.Text data-testid="licence-info-page">
              {t('licences.info.page', { page, pages })}
            </Typography.Text>
            <Button
              size="small"
              icon={<RightOutlined />}
              aria-label={t('licences.info.next')}
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            />
          </Flex>
        </>
      )}
    </Modal>
  );
}
