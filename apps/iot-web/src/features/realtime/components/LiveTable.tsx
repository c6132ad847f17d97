import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DisplayTemplate } from '@fleetkey/contract';
import { useFormatValue } from '../../common/hooks/use-format-value';
import { NoData } from '../../common/NoData';
import { dataTimeColumn, pointTableColumns } from '../../customs/components/point-table-columns';
import type { LiveRow } from '../live-rows';

export interface LiveTableProps {
  rows: readonly LiveRow[];
  points: readonly string[];
  /** The device type's display template: which points, in which order, how they read. */
  template?: DisplayTemplate;
}

/** The rows that arrived, newest first: time, then one column per point (or per template point). */
export function LiveTable({ rows, points, template }: LiveTableProps) {
  const { t } = useTranslation();
  const format = useFormatValue();
  const columns: TableColumnsType<LiveRow> = [
    dataTimeColumn<LiveRow>(t('data.time')),
    ...pointTableColumns<LiveRow>(points, template, format),
  ];
  return (
    <Table<LiveRow>
      size="small"
      rowKey="key"
      data-testid="live-table"
      columns={columns}
      dataSource={[...rows]}
      pagination={{ pageSize: 10, size: 'small', showSizeChanger: false }}
      locale={{ emptyText: <NoData /> }}
    />
  );
}
