import type { TableColumnType, TableColumnsType } from 'antd';
import type { DisplayTemplate, TelemetryRow } from '@fleetkey/contract';
import { formatDataTime, type ValueFormat } from '../../common/format';
import { pointColumns } from '../display-template';

/** A data table's first column: when the row was measured, to the millisecond. */
export function dataTimeColumn<Row extends TelemetryRow>(title: string): TableColumnType<Row> {
  return { title, dataIndex: 'time', key: 'time', width: 200, render: (ms: number) => formatDataTime(ms) };
}

/**
 * A data table's point columns: the display template's points in its order, each under its label, in its
 * colour, with its unit and decimals — or every point under its own name when the type has no template.
 * The live and the history tables read a device's data alike, values through `format` (useFormatValue's).
 */
export function pointTableColumns<Row extends TelemetryRow>(
  points: readonly string[],
  template: DisplayTemplate | undefined,
  format: ValueFormat,
): TableColumnsType<Row> {
  return pointColumns(points, template, format).map((column) => ({
    title: column.title,
    key: column.name,
    render: (_: unknown, row: Row) => (
      <span style={{ color: column.color }}>{column.format(row[column.name])}</span>
    ),
  }));
}
