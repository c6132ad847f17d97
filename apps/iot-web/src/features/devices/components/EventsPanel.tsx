import { useState } from 'react';
import { App, Flex, Select, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEVICE_EVENT_TYPES, type DeviceEventType } from '@fleetkey/contract';
import type { DeviceEventView, DeviceView } from '@fleetkey/contract';
import { PanelTable } from '../../common/PanelTable';
import { RowActions } from '../../common/RowActions';
import { TABLE_PAGE_SIZE } from '../../common/paging';
import { EventDialog, type EventSave } from '../../device-data/components/EventDialog';
import { EventsToolbar } from '../../device-data/components/EventsToolbar';
import { useEventEdits } from '../../device-data/hooks/useEventEdits';
import { useDeviceEvents } from '../hooks/useDeviceDetail';
import { dateTimeColumn } from '../../common/date-time-column';
import { actionsColumn } from '../../common/actions-column';

const TYPE_COLORS = { warning: 'orange', error: 'red', log: 'default' } as const;

/**
 * The device's events (warnings, errors, logs), newest first, paged on the server, of one type when
 * chosen; with `editable` (data write) they can be recorded, corrected and deleted.
 */
export function EventsPanel({ device, editable }: { device: DeviceView; editable: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [type, setType] = useState<DeviceEventType | undefined>();
  const [selected, setSelected] = useState<string[]>([]);
  // null: closed; 'new': a new event; an event: its correction.
  const [dialog, setDialog] = useState<DeviceEventView | 'new' | null>(null);
  const events = useDeviceEvents(device, page, TABLE_PAGE_SIZE, type);
  const edits = useEventEdits(device);
  const deleted = ({ deleted: count }: { deleted: number }) =>
    void message.success(t('list.deletedCount', { count }));

  const save = async (change: EventSave) => {
    if (change.kind === 'create') await edits.create.mutateAsync(change.event);
    else if (change.sameCode) {
      const { updated } = await edits.updateMatching.mutateAsync({
        match: { code: change.event.code },
        change: change.change,
      });
      void message.success(t('events.edit.updatedMany', { count: updated }));
    } else await edits.update.mutateAsync({ eventid: change.event.eventid, change: change.change });
  };

  const columns: TableColumnsType<DeviceEventView> = [
    dateTimeColumn(t('data.time'), 'time', { width: 200 }),
    {
      title: t('events.type'),
      dataIndex: 'type',
      key: 'type',
      render: (value: DeviceEventType) => <Tag color={TYPE_COLORS[value]}>{t(`events.types.${value}`)}</Tag>,
    },
    { title: t('events.code'), dataIndex: 'code', key: 'code' },
    { title: t('events.desc'), dataIndex: 'desc', key: 'desc', render: (d: string) => d || '—' },
    {
      title: t('events.data'),
      dataIndex: 'data',
      key: 'data',
      render: (data: DeviceEventView['data']) => (data ? JSON.stringify(data) : '—'),
    },
    ...(editable
      ? [
          actionsColumn<DeviceEventView>(
            t,
            (event) => (
              <RowActions
                onEdit={() => setDialog(event)}
                remove={{
                  title: t('events.edit.confirmDelete', { code: event.code }),
                  testId: `event-delete-${event.eventid}`,
                  onConfirm: () => edits.remove.mutate(event.eventid, { onSuccess: deleted }),
                }}
              />
            ),
            { width: 140 },
          ),
        ]
      : []),
  ];
  const filter = (
    <Select<DeviceEventType | 'all'>
      value={type ?? 'all'}
      style={{ width: 160 }}
      data-testid="event-type-filter"
      onChange={(value) => {
        setType(value === 'all' ? undefined : value);
        setPage(1);
        setSelected([]);
      }}
      options={[
        { value: 'all', label: t('events.allTypes') },
        ...DEVICE_EVENT_TYPES.map((value) => ({ value, label: t(`events.types.${value}`) })),
      ]}
    />
  );
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" wrap gap={8}>
        {filter}
        {editable && (
          <EventsToolbar
            type={type}
            selectedCount={selected.length}
            onAdd={() => setDialog('new')}
            onDeleteSelected={() =>
              edits.removeMany.mutate(selected, {
                onSuccess: (answer) => {
                  setSelected([]);
                  deleted(answer);
                },
              })
            }
            onDeleteType={(of) => edits.removeMatching.mutate({ type: of }, { onSuccess: deleted })}
          />
        )}
      </Flex>
      <PanelTable<DeviceEventView>
        query={events}
        page={page}
        onPage={setPage}
        rowKey="eventid"
        columns={columns}
        rowSelection={
          editable
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
            : undefined
        }
        testId="device-events"
      />
      {dialog !== null && (
        <EventDialog
          editing={dialog === 'new' ? undefined : dialog}
          onSave={save}
          onClose={() => setDialog(null)}
        />
      )}
    </Flex>
  );
}
