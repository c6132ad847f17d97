import { Typography, type TableColumnType } from 'antd';
import { RequiredTag } from './RequiredTag';

// The reference's field tables (object schemas, LoRa session fields) name and mark their fields alike.

/** The field's name, as code. */
export function fieldNameColumn<Row extends { name: string }>(title: string): TableColumnType<Row> {
  return {
    title,
    dataIndex: 'name',
    key: 'name',
    render: (name: string) => <Typography.Text code>{name}</Typography.Text>,
  };
}

/** Whether a script must send the field. */
export function requiredColumn<Row extends { required: boolean }>(title: string): TableColumnType<Row> {
  return {
    title,
    dataIndex: 'required',
    key: 'required',
    width: 110,
    render: (required: boolean) => <RequiredTag required={required} />,
  };
}
