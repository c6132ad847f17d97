import { useState } from 'react';
import { Alert, Flex, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATA_RETENTION_DAYS, type DeviceTypeView } from '@fleetkey/contract';
import { formatDateTime } from '../../common/format';
import { SERVER_RETENTION } from '../devtype-form';
import { pendingSince, retentionLabel } from '../retention-label';

/**
 * How long the type's devices' data is kept: the server's setting or one of the contract's choices. A change
 * applies to data from a coming day on (the server says which), so the hint says so before saving, and a
 * change saved but not yet in effect is shown with its date.
 */
export function RetentionField({ editing }: { editing: DeviceTypeView | undefined }) {
  const { t } = useTranslation();
  // Whether the latest setting is still to come, as of when the dialog opened (render stays pure).
  const [openedAt] = useState(() => Date.now());
  const since = editing ? pendingSince(editing, openedAt) : null;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <Form.Item
        name="retention"
        label={t('deviceTypes.retention.label')}
        style={{ marginBottom: 0 }}
        extra={
          <span data-testid="devtype-retention-hint">
            {t(editing ? 'deviceTypes.retention.changeHint' : 'deviceTypes.retention.hint')}
          </span>
        }
      >
        <Select
          data-testid="devtype-retention"
          style={{ maxWidth: 240 }}
          options={[
            { value: SERVER_RETENTION, label: retentionLabel(null, t) },
            ...DATA_RETENTION_DAYS.map((days) => ({ value: days, label: retentionLabel(days, t) })),
          ]}
        />
      </Form.Item>
      {editing && since !== null && (
        <Alert
          style={{ marginTop: 8 }}
          type="info"
          showIcon
          data-testid="devtype-retention-pending"
          title={t('deviceTypes.retention.pending', {
            setting: retentionLabel(editing.retentionDays, t),
            date: formatDateTime(since),
          })}
        />
      )}
    </Flex>
  );
}
