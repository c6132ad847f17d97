import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { UPGRADE_TYPES, type UpgradeType } from '@fleetkey/contract';
import { useNotifyGroups } from '../hooks/useNotifyTargets';
import { DevicesSelect } from '../../common/DevicesSelect';

/** Which devices a rollout updates: all of the type, chosen ones, or a group's members of the type. */
export function NotifyTargets({ devtype, target }: { devtype: string; target: UpgradeType }) {
  const { t } = useTranslation();
  const groups = useNotifyGroups();
  return (
    <>
      <Form.Item name="upgrade_type" label={t('firmware.notify.target')}>
        <Radio.Group
          data-testid="firmware-notify-target"
          options={UPGRADE_TYPES.map((type) => ({
            value: type,
            label: t(`firmware.notify.targets.${type}`),
          }))}
        />
      </Form.Item>
      {target === 'ids' && (
        <Form.Item name="ids" label={t('firmware.notify.devices')}>
          <DevicesSelect devtype={devtype} />
        </Form.Item>
      )}
      {target === 'group' && (
        <Form.Item name="groupid" label={t('firmware.notify.group')}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={groups.isPending}
            placeholder={t('firmware.notify.groupPlaceholder')}
            notFoundContent={t('list.noData')}
            options={(groups.data?.result ?? []).map((g) => ({ value: g.id, label: g.name }))}
            style={{ width: 280 }}
            data-testid="firmware-notify-group"
          />
        </Form.Item>
      )}
    </>
  );
}
