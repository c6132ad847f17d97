import { useState } from 'react';
import { App, Button, Card, Flex } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@fleetkey/web-kit';
import { useIotAccess } from '../access/use-iot-access';
import { useIotApi } from '../common/hooks/useIotApi';
import { FirmwareTable } from './components/FirmwareTable';
import { NotifyDialog } from './components/NotifyDialog';
import { RolloutsPanel } from './components/RolloutsPanel';
import { UploadDialog } from './components/UploadDialog';
import { VersionDrawer } from './components/VersionDrawer';
import { useFirmwareActions, useFirmwareList, useRefreshFirmware } from './hooks/useFirmware';

type Dialog =
  | { kind: 'closed' }
  | { kind: 'upload' }
  | { kind: 'notify'; version: string }
  | { kind: 'details'; version: string };

/**
 * One device type's firmware: its versions (upload, update, delete as the user's access allows) and its
 * rollouts with the board of one.
 */
export function FirmwareOfType({
  devtype,
  initialRollout = null,
}: {
  devtype: string;
  /** The rollout whose board shows first; the newest when absent. */
  initialRollout?: string | null;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const api = useIotApi();
  const { can } = useIotAccess();
  const versions = useFirmwareList(devtype);
  const actions = useFirmwareActions(devtype);
  const refresh = useRefreshFirmware();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'closed' });
  const [rollout, setRollout] = useState<string | null>(initialRollout);
  const close = () => setDialog({ kind: 'closed' });
  // Uploading and deleting versions is firmware write; starting a rollout is firmware control (the server's
  // routes ask the same).
  const writable = can('firmware', 'write');
  const controllable = can('firmware', 'control');

  return (
    <Flex vertical gap={16}>
      <Card
        size="small"
        title={t('firmware.versions')}
        extra={
          writable && (
            <Button
              type="primary"
              icon={<UploadOutlined />}
              onClick={() => setDialog({ kind: 'upload' })}
              data-testid="firmware-upload-button"
            >
              {t('firmware.upload.open')}
            </Button>
          )
        }
      >
        <QueryError query={versions} />
        <FirmwareTable
          versions={versions.data ?? []}
          loading={versions.isFetching}
          onNotify={controllable ? (version) => setDialog({ kind: 'notify', version }) : undefined}
          onDelete={
            writable
              ? (version) =>
                  actions.remove.mutate(version, { onSuccess: () => void message.success(t('list.deleted')) })
              : undefined
          }
          onDownload={(version) => actions.download.mutate(version)}
          downloading={actions.download.isPending ? actions.download.variables : undefined}
          onOpen={(version) => setDialog({ kind: 'details', version })}
        />
      </Card>
      <RolloutsPanel devtype={devtype} chosen={rollout} onChoose={setRollout} />
      {dialog.kind === 'upload' && (
        <UploadDialog
          devtype={devtype}
          onUpload={(version, input, control) => api.firmware.upload(devtype, version, input, control)}
          onUploaded={() => void refresh()}
          onClose={close}
        />
      )}
      {dialog.kind === 'notify' && (
        <NotifyDialog
          devtype={devtype}
          version={dialog.version}
          onNotify={(input) => actions.notify.mutateAsync({ version: dialog.version, input })}
          onStarted={(started) => {
            setRollout(started.id);
            void message.success(t('firmware.notify.started'));
          }}
          onClose={close}
        />
      )}
      {dialog.kind === 'details' && (
        <VersionDrawer
          devtype={devtype}
          version={dialog.version}
          onDownload={(version) => actions.download.mutate(version)}
          downloading={actions.download.isPending && actions.download.variables === dialog.version}
          onClose={close}
        />
      )}
    </Flex>
  );
}
