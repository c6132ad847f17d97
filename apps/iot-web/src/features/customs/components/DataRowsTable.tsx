import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DisplayTemplate, TelemetryRow } from '@fleetkey/contract';
import { useFormatValue } from '../../common/hooks/use-format-value';
import { NoData } from '../../common/NoData';
import { dataTimeColumn, pointTableColumns } from './point-table-columns';

export interface DataRowsTableProps<Row extends TelemetryRow> {
  rows: readonly Row[];
  points: readonly string[];
  /** The device type's display template: which points, in which order, how they read. */
  template?: DisplayTemplate | undefined;
  rowKey: keyof Row & string;
  /** A search's rows can be sorted by time and paged by any size; the live rows keep their arrival order. */
  browsable?: boolean;
  testId: string;
}

/**
 * A device's data rows, ten to a page: time, then one column per point (as the type's display template shows
 * them, or every point under its own name).
 */
export function DataRowsTable<Row extends TelemetryRow>({
  rows,
  points,
  template,
  rowKey,
  browsable = false,
  testId,
}: DataRowsTableProps<Row>) {
  const { t } = useTranslation();
  const format = useFormatValue();
  const time = dataTimeColumn<Row>(t('data.time'));
  const columns: TableColumnsType<Row> = [
    browsable ? { ...time, defaultSortOrder: 'descend', sorter: (a, b) => a.time - b.time } : time,
    ...pointTableColumns<Row>(points, template, format),
  ];
  return (
    <Table<Row>
      size="small"
      rowKey={rowKey}
      data-testid={testId}
      columns={columns}
      dataSource={[...rows]}
      pagination={{ pageSize: 10, size: 'small', showSizeChanger: browsable }}
      locale={{ emptyText: <NoData /> }}
    />
  );
}
