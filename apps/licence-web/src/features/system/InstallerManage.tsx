import { useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { installerDownloadPath, type InstallerView } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { Allowed } from '../admin-access/Allowed';
import { PasswordConfirmDialog } from '../admin-access/PasswordConfirmDialog';
import { listPageOf } from '../common/ListTable';
import { useListView } from '../common/use-list-view';
import { InstallerTable } from './components/InstallerTable';
import { InstallerUploadDialog } from './components/InstallerUploadDialog';
import { useDeleteInstaller, useInstallers } from './hooks/useInstallers';
import { useSaveSysConfig, useSysConfig } from './hooks/useSysConfig';

/**
 * Installer management (licence-portal.md §2 InstallerManage): list, upload with progress, delete, and which
 * installer the consoles' client-download panel offers (before, an upload was never offered to anyone).
 */
export function InstallerManage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { view, page, setPage, update } = useListView({ descend: true });
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<InstallerView | null>(null);
  const installers = useInstallers(page, view.descend);
  const remove = useDeleteInstaller();
  const config = useSysConfig();
  const saveConfig = useSaveSysConfig();

  // The consoles' client-download panel offers what /config.json names: this installer, at its version.
  const offer = (installer: InstallerView) =>
    saveConfig.mutate(
      {
        path: installerDownloadPath(installer.id),
        ...(installer.version ? { version: installer.version } : {}),
      },
      {
        onSuccess: () =>
          void message.success(t('system.installers.offeredNow', { name: installer.fileName })),
      },
    );

  const confirmDelete = async () => {
    if (!deleting) return;
    await remove.mutateAsync(deleting.id).then(
      () => void message.success(t('system.installers.deleted', { name: deleting.fileName })),
      // The central toast has said why; the dialog closes either way.
      () => undefined,
    );
    setDeleting(null);
  };

  return (
    <Flex vertical gap={12}>
      <Flex justify="flex-end">
        <Allowed permission="installers:write">
          <Button
            type="primary"
            icon={<UploadOutlined />}
            onClick={() => setUploading(true)}
            data-testid="installer-upload"
          >
            {t('system.installers.upload')}
          </Button>
        </Allowed>
      </Flex>
      <QueryError query={installers} />
      <InstallerTable
        {...listPageOf(installers, page, setPage)}
        descend={view.descend}
        onOrder={(descend) => update({ descend })}
        onDelete={setDeleting}
        offeredPath={config.data?.client.path}
        onOffer={offer}
      />
      {uploading && <InstallerUploadDialog onClose={() => setUploading(false)} />}
      <PasswordConfirmDialog
        open={deleting !== null}
        title={t('system.installers.deleteTitle', { name: deleting?.fileName ?? '' })}
        onCancel={() => setDeleting(null)}
        onConfirmed={confirmDelete}
      />
    </Flex>
  );
}
