import type { ReactNode } from 'react';
import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';

/**
 * A table's "Actions" column: each row's buttons, drawn by `render`; `more` adds what a table's column has
 * besides (a width, a fixed side, a cell style).
 */
export function actionsColumn<T>(
  t: TFunction,
  render: (row: T) => ReactNode,
  more: Omit<TableColumnType<T>, 'title' | 'key' | 'render'> = {},
): TableColumnType<T> {
  return { title: t('list.actions'), key: 'actions', render: (_: unknown, row: T) => render(row), ...more };
}
