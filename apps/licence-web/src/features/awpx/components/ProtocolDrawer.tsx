import { Descriptions, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProtocolField, UserProtocolView } from '@fleetkey/contract';
import { formatDateTime } from '../../common/format';
import { WholeTable } from '@fleetkey/web-kit';

/** A user protocol's definition: its head and the frame's fields. */
export function ProtocolDrawer({ protocol, onClose }: { protocol: UserProtocolView; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open title={protocol.name} size={640} onClose={onClose} data-testid="awpx-protocol-drawer">
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'owner', label: t('awpx.fields.owner'), children: protocol.owner },
          { key: 'protocol', label: t('awpx.fields.protocol'), children: protocol.protocolName },
          { key: 'version', label: t('awpx.fields.version'), children: protocol.version || '—' },
          {
            key: 'byteOrder',
            label: t('awpx.fields.byteOrder'),
            children: t(`awpx.byteOrders.${protocol.byteOrder}`),
          },
          {
            key: 'updatedAt',
            label: t('awpx.fields.updatedAt'),
            children: formatDateTime(protocol.updatedAt),
          },
          { key: 'description', label: t('awpx.fields.description'), children: protocol.description || '—' },
        ]}
      />
      <WholeTable<ProtocolField>
        style={{ marginTop: 16 }}
        rowKey="name"
        dataSource={protocol.fields}
        columns={[
          { key: 'name', title: t('awpx.fieldTable.name'), dataIndex: 'name' },
          { key: 'offset', title: t('awpx.fieldTable.offset'), dataIndex: 'offset' },
          { key: 'length', title: t('awpx.fieldTable.length'), dataIndex: 'length' },
          { key: 'dataType', title: t('awpx.fieldTable.dataType'), dataIndex: 'dataType' },
          { key: 'scale', title: t('awpx.fieldTable.scale'), dataIndex: 'scale' },
          { key: 'unit', title: t('awpx.fieldTable.unit'), dataIndex: 'unit' },
        ]}
      />
    </Drawer>
  );
}
