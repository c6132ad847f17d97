import { useState } from 'react';
import { App, Button, Empty, Flex, Space, Tag, Typography, Upload } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  PlusOutlined,
  SaveOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { QueryError, useLeaveWarning, WholeTable } from '@fleetkey/web-kit';
import type { Pin, PinMapView } from '@fleetkey/contract';
import { Allowed } from '../admin-access/Allowed';
import { PasswordConfirmDialog } from '../admin-access/PasswordConfirmDialog';
import { formatDateTime } from '../common/format';
import { FileErrors } from './components/FileErrors';
import { PinFormDialog } from './components/PinFormDialog';
import { PinModelList } from './components/PinModelList';
import { usePinActions, usePinMap, usePinModels } from './hooks/usePins';

type Dialog = { kind: 'none' } | { kind: 'pin'; pin?: Pin } | { kind: 'delete' };

/**
 * /Home/AWPinManage/PinManage: each board model's pin map (number, name, functions, voltage, notes). A
 * model's pins are edited as a draft and saved whole; a JSON pin file replaces the maps of the models it
 * names, all or nothing, and a refusal lists every failing row; maps export as the same kind of file.
 */
export function PinManage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const models = usePinModels();
  const [picked, setPicked] = useState<string | undefined>(undefined);
  // Until one is picked, the first model with a map is shown.
  const model = picked ?? models.data?.[0]?.model;
  const map = usePinMap(model);
  const actions = usePinActions();
  // The draft belongs to the map it was started from: a newly chosen or reloaded map shows as it is.
  const [draft, setDraft] = useState<{ source: PinMapView; pins: Pin[] } | null>(null);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });

  const saved = map.data?.pins ?? [];
  const pins = draft && draft.source === map.data ? draft.pins : saved;
  const dirty = pins !== saved && JSON.stringify(pins) !== JSON.stringify(saved);
  useLeaveWarning(dirty);
  const edit = (next: Pin[]) => map.data && setDraft({ source: map.data, pins: next });
  const upsert = (pin: Pin, replacing?: Pin) =>
    edit([...pins.filter((p) => p.pin !== (replacing ?? pin).pin), pin].sort((a, b) => a.pin - b.pin));
  const save = () =>
    model &&
    actions.save.mutate(
      { model, pins },
      { onSuccess: () => void message.success(t('awpin.pins.saved', { model, count: pins.length })) },
    );

  const columns: TableColumnsType<Pin> = [
    { key: 'pin', title: t('awpin.pins.fields.pin'), dataIndex: 'pin', width: 90 },
    { key: 'name', title: t('awpin.pins.fields.name'), dataIndex: 'name' },
    {
      key: 'functions',
      title: t('awpin.pins.fields.functions'),
      render: (_, pin) => pin.functions.map((fn) => <Tag key={fn}>{fn}</Tag>),
    },
    { key: 'voltage', title: t('awpin.pins.fields.voltage'), dataIndex: 'voltage' },
    { key: 'notes', title: t('awpin.pins.fields.notes'), dataIndex: 'notes' },
    {
      key: 'actions',
      title: t('awpin.actions'),
      render: (_, pin) => (
        <Allowed permission="pinmaps:write">
          <Space size={0}>
            <Button
              size="small"
              type="link"
              onClick={() => setDialog({ kind: 'pin', pin })}
              data-testid={`pin-edit-${pin.pin}`}
            >
              {t('awpin.edit')}
            </Button>
            <Button
              size="small"
              type="link"
              danger
              onClick={() => edit(pins.filter((p) => p.pin !== pin.pin))}
              data-testid={`pin-remove-${pin.pin}`}
            >
              {t('awpin.pins.remove')}
            </Button>
          </Space>
        </Allowed>
      ),
    },
  ];

  return (
    <>
      <Flex wrap gap={12} justify="flex-end" style={{ marginBottom: 16 }}>
        <Allowed permission="pinmaps:write">
          <Upload
            accept=".json,application/json"
            showUploadList={false}
            beforeUpload={(file) => {
              actions.import.mutate(file, {
                onSuccess: (result) =>
                  void message.success(
                    t('awpin.pins.imported', { count: result.pins, models: result.models.join(', ') }),
                  ),
              });
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={actions.import.isPending} data-testid="pin-import">
              {t('awpin.pins.import')}
            </Button>
          </Upload>
        </Allowed>
        <Button
          icon={<DownloadOutlined />}
          loading={actions.download.isPending}
          onClick={() => actions.download.mutate(undefined)}
          data-testid="pin-export-all"
        >
          {t('awpin.pins.exportAll')}
        </Button>
      </Flex>
      {actions.import.isError && (
        <div style={{ marginBottom: 16 }}>
          <FileErrors error={actions.import.error} />
        </div>
      )}
      <QueryError query={models} />
      <Flex gap={16} align="flex-start" wrap>
        <PinModelList models={models.data} loading={models.isPending} chosen={model} onChoose={setPicked} />
        <div style={{ flex: 1, minWidth: 360 }} data-testid="pin-map">
          {model === undefined ? (
            <Empty description={t('awpin.pins.chooseModel')} />
          ) : (
            <>
              <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBottom: 12 }}>
                <Space>
                  <Typography.Title level={5} style={{ margin: 0 }} data-testid="pin-map-model">
                    {map.data?.model ?? model}
                  </Typography.Title>
                  {dirty && <Tag color="orange">{t('awpin.pins.unsaved')}</Tag>}
                  {map.data?.updatedAt != null && (
                    <Typography.Text type="secondary">
                      {t('awpin.pins.updatedAt', { at: formatDateTime(map.data.updatedAt) })}
                    </Typography.Text>
                  )}
                </Space>
                <Space wrap>
                  <Button
                    icon={<DownloadOutlined />}
                    disabled={!map.data || map.data.pins.length === 0}
                    onClick={() => actions.download.mutate(model)}
                    data-testid="pin-export"
                  >
                    {t('awpin.pins.export')}
                  </Button>
                  <Allowed permission="pinmaps:write">
                    <Button
                      icon={<PlusOutlined />}
                      onClick={() => setDialog({ kind: 'pin' })}
                      data-testid="pin-add"
                    >
                      {t('awpin.pins.add')}
                    </Button>
                    <Button
                      type="primary"
                      icon={<SaveOutlined />}
                      disabled={!dirty}
                      loading={actions.save.isPending}
                      onClick={save}
                      data-testid="pin-save"
                    >
                      {t('awpin.pins.save')}
                    </Button>
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      disabled={!map.data || map.data.pins.length === 0}
                      onClick={() => setDialog({ kind: 'delete' })}
                      data-testid="pin-delete-map"
                    >
                      {t('awpin.pins.deleteMap')}
                    </Button>
                  </Allowed>
                </Space>
              </Flex>
              <QueryError query={map} />
              {actions.save.isError && <FileErrors error={actions.save.error} />}
              <div data-testid="pin-table">
                <WholeTable<Pin>
                  rowKey="pin"
                  loading={map.isFetching}
                  dataSource={pins}
                  columns={columns}
                  empty={t('awpin.pins.empty')}
                />
              </div>
            </>
          )}
        </div>
      </Flex>
      {dialog.kind === 'pin' && (
        <PinFormDialog
          pin={dialog.pin}
          taken={new Set(pins.filter((p) => p.pin !== dialog.pin?.pin).map((p) => p.pin))}
          onDone={(pin) => upsert(pin, dialog.pin)}
          onClose={() => setDialog({ kind: 'none' })}
        />
      )}
      <PasswordConfirmDialog
        open={dialog.kind === 'delete'}
        title={t('awpin.pins.deleteTitle', { model })}
        onCancel={() => setDialog({ kind: 'none' })}
        onConfirmed={() => {
          setDialog({ kind: 'none' });
          if (model)
            actions.remove.mutate(model, {
              onSuccess: () => {
                setPicked(undefined);
                void message.success(t('awpin.pins.deleted', { model }));
              },
            });
        }}
      />
    </>
  );
}
