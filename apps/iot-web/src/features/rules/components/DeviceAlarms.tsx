import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceView, RecordView } from '@fleetkey/contract';
import { PanelTable } from '../../common/PanelTable';
import { TABLE_PAGE_SIZE } from '../../common/paging';
import { useDeviceRecords } from '../hooks/useRecords';
import { recordColumns } from './record-columns';

/** The alarms rules raised on one device (GET /records/{devid}), newest firing first: the device page's tab. */
export function DeviceAlarms({ device }: { device: DeviceView }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const records = useDeviceRecords(device.devid, page, TABLE_PAGE_SIZE);
  const shown = recordColumns(t);
  const columns: TableColumnsType<RecordView> = [
    shown.severity,
    shown.rule,
    shown.state,
    shown.count,
    shown.values,
    shown.lastFiredAt,
  ];
  return (
    <PanelTable<RecordView>
      query={records}
      page={page}
      onPage={setPage}
      rowKey="id"
      columns={columns}
      testId="device-alarms"
    />
  );
}
