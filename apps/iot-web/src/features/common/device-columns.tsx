import { Button, Popconfirm } from 'antd';
import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { DeviceTableStatus } from '@fleetkey/contract';
import { deviceDetailPath } from './device-links';
import { DeviceStatusTag } from './DeviceStatusTag';
import { actionsColumn } from './actions-column';

/** A table's device id column: the id, linking to the device's page. */
export function devidColumn<T extends { devid: string }>(t: TFunction): TableColumnType<T> {
  return {
    title: t('devices.devid'),
    dataIndex: 'devid',
    render: (devid: string) => <Link to={deviceDetailPath({ devid })}>{devid}</Link>,
  };
}

/**
 * The columns of a panel that lists devices (a group's members, a gateway's sub-devices): the id, the name,
 * the type unless the panel leaves it out, and the status as a tag.
 */
export function deviceColumns<T extends { devid: string; devname: string; devtype: string }>(
  t: TFunction,
  { statusOf, devtype = true }: { statusOf: (row: T) => DeviceTableStatus; devtype?: boolean },
): TableColumnType<T>[] {
  return [
    devidColumn(t),
    { title: t('devices.devname'), dataIndex: 'devname' },
    ...(devtype ? [{ title: t('devices.devtype'), dataIndex: 'devtype' }] : []),
    {
      title: t('devices.status'),
      dataIndex: 'status',
      render: (_: unknown, row: T) => <DeviceStatusTag status={statusOf(row)} />,
    },
  ];
}

/** How a row's device is taken out of what the table lists (a group, a gateway): asked, then done. */
export interface DeviceRemoval<T> {
  confirmTitle: (row: T) => string;
  label: string;
  onConfirm: (row: T) => void;
}

/**
 * The actions column that takes a row's device out of what the table lists, after a confirmation; no
 * column for a user who may not change it.
 */
export function removeDeviceColumns<T>(
  t: TFunction,
  editable: boolean,
  removal: DeviceRemoval<T>,
): TableColumnType<T>[] {
  if (!editable) return [];
  return [
    actionsColumn<T>(t, (row) => (
      <Popconfirm title={removal.confirmTitle(row)} onConfirm={() => removal.onConfirm(row)}>
        <Button size="small" type="link" danger>
          {removal.label}
        </Button>
      </Popconfirm>
    )),
  ];
}
