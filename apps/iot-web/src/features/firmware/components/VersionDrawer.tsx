import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Drawer, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBytes, LoadError } from '@fleetkey/web-kit';
import { formatDateTime } from '../../common/format';
import { useFirmwareVersion } from '../hooks/useFirmware';

export interface VersionDrawerProps {
  devtype: string;
  version: string;
  onDownload: (version: string) => void;
  downloading: boolean;
  onClose: () => void;
}

/** One firmware version's facts as stored now, its release notes in full and its download. */
export function VersionDrawer({ devtype, version, onDownload, downloading, onClose }: VersionDrawerProps) {
  const { t } = useTranslation();
  const { view, notes } = useFirmwareVersion(devtype, version);
  const fw = view.data;
  return (
    <Drawer
      open
      width={560}
      title={t('firmware.details.title', { devtype, version })}
      onClose={onClose}
      extra={
        <Button
          icon={<DownloadOutlined />}
          loading={downloading}
          disabled={!fw}
          onClick={() => onDownload(version)}
          data-testid="firmware-details-download"
        >
          {t('firmware.download')}
        </Button>
      }
      data-testid="firmware-details"
    >
      {view.isError ? (
        <LoadError error={view.error} onRetry={() => void view.refetch()} />
      ) : !fw ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'version', label: t('firmware.fields.version'), children: fw.version },
              { key: 'versionNum', label: t('firmware.fields.versionNum'), children: fw.versionNum ?? '—' },
              {
                key: 'type',
                label: t('firmware.fields.firmwareType'),
                children: <Tag>{t(`firmware.types.${fw.firmwareType}`)}</Tag>,
              },
              {
                key: 'owner',
                label: t('firmware.fields.ownerType'),
                children: t(`firmware.owners.${fw.ownerType}`),
              },
              { key: 'file', label: t('firmware.fields.file'), children: fw.fileName },
              { key: 'size', label: t('firmware.fields.size'), children: formatBytes(fw.size) },
              {
                key: 'sha256',
                label: t('firmware.fields.sha256'),
                // In full here (the table shortens it): a downloaded image is checked against all of it.
                children: (
                  <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
                    {fw.sha256}
                  </Typography.Text>
                ),
              },
              {
                key: 'createdAt',
                label: t('firmware.fields.createdAt'),
                children: formatDateTime(fw.createdAt),
              },
              { key: 'rollouts', label: t('firmware.fields.activeRollouts'), children: fw.activeRollouts },
            ]}
          />
          <Card size="small" title={t('firmware.details.notes')} style={{ marginTop: 16 }}>
            {notes.isError ? (
              <LoadError error={notes.error} onRetry={() => void notes.refetch()} />
            ) : notes.isPending ? (
              <Skeleton active paragraph={{ rows: 2 }} />
            ) : notes.data.desc ? (
              <Typography.Paragraph
                style={{ whiteSpace: 'pre-wrap', margin: 0 }}
                data-testid="firmware-notes"
              >
                {notes.data.desc}
              </Typography.Paragraph>
            ) : (
              <Typography.Text type="secondary">{t('firmware.details.noNotes')}</Typography.Text>
            )}
          </Card>
        </>
      )}
    </Drawer>
  );
}
