import type { DisplayTemplate } from '@fleetkey/contract';
import { DataRowsTable } from '../../customs/components/DataRowsTable';
import type { LiveRow } from '../live-rows';

export interface LiveTableProps {
  rows: readonly LiveRow[];
  points: readonly string[];
  /** The device type's display template: which points, in which order, how they read. */
  template?: DisplayTemplate;
}

/** The rows that arrived, newest first: time, then one column per point (or per template point). */
export function LiveTable(props: LiveTableProps) {
  return <DataRowsTable<LiveRow> {...props} rowKey="key" testId="live-table" />;
}
