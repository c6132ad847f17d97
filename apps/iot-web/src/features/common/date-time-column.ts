import type { TableColumnType } from 'antd';
import { formatDateTime } from './format';

/**
 * A table column of moments (milliseconds since the epoch) shown as date and time, keyed by its field; `more`
 * adds what a list's column has besides (a width, the server's time order).
 */
export function dateTimeColumn<T>(
  title: string,
  dataIndex: keyof T & string,
  more: Omit<TableColumnType<T>, 'title' | 'dataIndex' | 'render'> = {},
): TableColumnType<T> {
  return { title, dataIndex, key: dataIndex, render: (ms: number | null) => formatDateTime(ms), ...more };
}
