import { Alert, Modal, Spin, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LicenceFunctionGrant, LicencePermissions, LicenceView } from '@fleetkey/contract';
import { QueryError, WholeTable } from '@fleetkey/web-kit';
import { useLicencePermissions } from '../../licensed-flow/useLicenceGrants';
import { PermissionTabs } from '../../permission-dialog/components/PermissionTabs';

type FlowGrant = LicencePermissions['flows'][number];

function PermitTag({ permit }: { permit: 'read' | 'write' }) {
  const { t } = useTranslation();
  return <Tag color={permit === 'write' ? 'blue' : undefined}>{t(`licensedFlow.permits.${permit}`)}</Tag>;
}

/** One tab's grants: a small table shown whole, saying so when there are none. */
function GrantTable<T extends { id: string | number }>({
  rows,
  columns,
  empty,
}: {
  rows: T[];
  columns: TableColumnsType<T>;
  empty: string;
}) {
  return <WholeTable<T> rowKey="id" dataSource={rows} columns={columns} empty={empty} />;
}

/**
 * What one licence permits, in the permission dialog's view mode (licence-portal.md §2: Function and Flow
 * tabs, no Cancel or Sure): the feature permissions and the nodes its role grants, from GET
 * /permission_license. An expired licence, or one without a role, grants nothing and says so.
 */
export function LicencePermissionsDialog({
  licence,
  onClose,
}: {
  licence: LicenceView;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useLicencePermissions();
  const grants = query.data?.find((entry) => entry.licenceId === licence.id);

  const functionColumns: TableColumnsType<LicenceFunctionGrant> = [
    { key: 'name', title: t('licences.permissions.name'), dataIndex: 'name' },
    { key: 'key', title: t('licences.permissions.key'), dataIndex: 'key' },
    {
      key: 'permit',
      title: t('licensedFlow.permit'),
      render: (_, item) => <PermitTag permit={item.permit} />,
    },
  ];
  const flowColumns: TableColumnsType<FlowGrant> = [
    { key: 'name', title: t('licences.permissions.node'), dataIndex: 'name' },
    {
      key: 'permit',
      title: t('licensedFlow.permit'),
      render: (_, item) => <PermitTag permit={item.permit} />,
    },
  ];

  const body = () => {
    if (query.isPending) return <Spin />;
    if (query.isError) return <QueryError query={query} />;
    if (!grants) return <Alert type="info" showIcon title={t('licences.permissions.expired')} />;
    if (!grants.role) return <Alert type="info" showIcon title={t('licences.permissions.noRole')} />;
    return (
      <>
        <Typography.Paragraph type="secondary" data-testid="licence-permissions-role">
          {t('licences.permissions.role', { role: grants.role.name })}
        </Typography.Paragraph>
        <PermissionTabs
          functionTab={
            <GrantTable
              rows={grants.functions}
              columns={functionColumns}
              empty={t('licences.permissions.noFunctions')}
            />
          }
          flowTab={
            <GrantTable rows={grants.flows} columns={flowColumns} empty={t('licences.permissions.noFlows')} />
          }
        />
      </>
    );
  };

  return (
    <Modal
      open
      width={640}
      footer={null}
      title={t('licences.permissions.title', { licence: licence.licenseId })}
      onCancel={onClose}
      destroyOnHidden
    >
      <div data-testid="licence-permissions-dialog">{body()}</div>
    </Modal>
  );
}
