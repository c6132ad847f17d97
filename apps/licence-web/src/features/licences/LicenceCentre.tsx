import { useState } from 'react';
import { Button, Space, Tabs } from 'antd';
import { IdcardOutlined, PlusOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LicenceView, SessionUser } from '@fleetkey/contract';
import { PageTitle } from '@fleetkey/web-kit';
import { licenceActions } from './licence-actions';
import { SHOW_DIALOG_PARAM, wantsApplyDialog } from './show-dialog';
import { useUserLevel } from './hooks/useLicences';
import { useOfflineDownload } from './hooks/useOfflineDownload';
import { ApplicationList } from './components/ApplicationList';
import { ApplyDialog } from './components/ApplyDialog';
import { BindDialog } from './components/BindDialog';
import { CdkeyDialog } from './components/CdkeyDialog';
import { LicenceInfoDialog } from './components/LicenceInfoDialog';
import { LicenceList } from './components/LicenceList';
import { LicencePermissionsDialog } from './components/LicencePermissionsDialog';
import type { LicenceActionKind } from './components/LicenceRowActions';
import { OrderList } from './components/OrderList';
import { PurchaseDialog } from './components/PurchaseDialog';
import { RenewDialog } from './components/RenewDialog';
import { UnbindDialog } from './components/UnbindDialog';
import { UseCardDialog } from './components/UseCardDialog';

/** The one dialog open on the page, with the licence it acts on. */
type Dialog =
  | { kind: 'apply' | 'info' }
  | { kind: 'purchase'; licence?: LicenceView }
  | { kind: Exclude<LicenceActionKind, 'offline'>; licence: LicenceView };

/**
 * The user's licence page (Licence/Licence): licences with their actions, the user's applications and
 * orders, and the apply, purchase and info dialogs. `?show_dialog` from the login redirect opens the
 * apply dialog.
 */
export function LicenceCentre({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog | null>(() =>
    wantsApplyDialog(searchParams) ? { kind: 'apply' } : null,
  );
  const level = useUserLevel(user.id);
  const download = useOfflineDownload();

  const close = () => {
    setDialog(null);
    // Consumed: a reload or a shared link must not reopen the apply dialog.
    if (searchParams.has(SHOW_DIALOG_PARAM))
      setSearchParams(
        (params) => {
          params.delete(SHOW_DIALOG_PARAM);
          return params;
        },
        { replace: true },
      );
  };
  const onAction = (kind: LicenceActionKind, licence: LicenceView) => {
    if (kind === 'offline') download.mutate(licence);
    else setDialog({ kind, licence });
  };

  return (
    <>
      <PageTitle
        titleKey="routes.licence"
        extra={
          <Space wrap>
            <Button
              icon={<IdcardOutlined />}
              onClick={() => setDialog({ kind: 'info' })}
              data-testid="licence-info"
            >
              {t('licences.info.open')}
            </Button>
            <Button
              icon={<ShoppingCartOutlined />}
              onClick={() => setDialog({ kind: 'purchase' })}
              data-testid="licence-purchase"
            >
              {t('licences.purchase.open')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ kind: 'apply' })}
              data-testid="licence-apply"
            >
              {t('licences.apply.open')}
            </Button>
          </Space>
        }
      />
      <Tabs
        items={[
          {
            key: 'licences',
            label: <span data-testid="tab-licences">{t('licences.tabs.licences')}</span>,
            children: (
              <LicenceList
                level={level}
                downloadingId={download.isPending ? download.variables.id : undefined}
                onAction={onAction}
              />
            ),
          },
          {
            key: 'applications',
            label: <span data-testid="tab-applications">{t('licences.tabs.applications')}</span>,
            children: <ApplicationList userId={user.id} />,
          },
          {
            key: 'orders',
            label: <span data-testid="tab-orders">{t('licences.tabs.orders')}</span>,
            children: <OrderList />,
          },
        ]}
      />
      {dialog?.kind === 'apply' && <ApplyDialog onClose={close} />}
      {dialog?.kind === 'info' && <LicenceInfoDialog userId={user.id} onClose={close} />}
      {dialog?.kind === 'purchase' && <PurchaseDialog licence={dialog.licence} onClose={close} />}
      {dialog?.kind === 'bind' && <BindDialog licence={dialog.licence} onClose={close} />}
      {dialog?.kind === 'renew' && (
        <RenewDialog
          licence={dialog.licence}
          onClose={close}
          onPurchase={() => setDialog({ kind: 'purchase', licence: dialog.licence })}
        />
      )}
      {dialog?.kind === 'unbind' && (
        <UnbindDialog
          licence={dialog.licence}
          mode={licenceActions(dialog.licence, level).unbind?.mode ?? 'request'}
          onClose={close}
        />
      )}
      {dialog?.kind === 'cdkey' && <CdkeyDialog licence={dialog.licence} onClose={close} />}
      {dialog?.kind === 'permissions' && (
        <LicencePermissionsDialog licence={dialog.licence} onClose={close} />
      )}
      {dialog?.kind === 'useCard' && <UseCardDialog licence={dialog.licence} onClose={close} />}
    </>
  );
}
