import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';

/**
 * Table columns that show a row's field as it is, one per key, titled by the text `{scope}.{key}` (a
 * scope such as `nodesAdmin.fields`).
 */
export function fieldColumns<T>(
  t: TFunction,
  scope: string,
  keys: readonly (keyof T & string)[],
): TableColumnsType<T> {
  return keys.map((key) => ({ key, title: t(`${scope}.${key}`), dataIndex: key }));
}
