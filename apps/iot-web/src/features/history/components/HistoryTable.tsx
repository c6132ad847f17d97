import type { DisplayTemplate, TelemetryRow } from '@fleetkey/contract';
import { DataRowsTable } from '../../customs/components/DataRowsTable';

/**
 * The rows of a search: time, then one column per point (as the type's display template shows them, like
 * the live table); newest first unless the user sorts by time.
 */
export function HistoryTable(props: {
  rows: readonly TelemetryRow[];
  points: readonly string[];
  template?: DisplayTemplate | undefined;
}) {
  return <DataRowsTable<TelemetryRow> {...props} rowKey="time" browsable testId="history-table" />;
}
