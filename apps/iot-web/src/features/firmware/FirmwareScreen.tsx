import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryError } from '@fleetkey/web-kit';
import { useAllDeviceTypes } from '../common/hooks/useAllDeviceTypes';
import { NoData } from '../common/NoData';
import { TaskDevtypeSelect } from '../tasks/components/TaskDevtypeSelect';
import { FirmwareOfType } from './FirmwareOfType';

/** The address query naming the device type shown (a reload or a shared link keeps it). */
const DEVTYPE_QUERY = 'devtype';
/** The address query naming the rollout whose board shows first (a task's OTA run links to it). */
const ROLLOUT_QUERY = 'rollout';

/**
 * The firmware screen (iot-console.md §7 "Firmware"): pick one of the user's device types, then its
 * versions and rollouts. The first type is shown until another is picked.
 */
export function FirmwareScreen() {
  const { t } = useTranslation();
  const types = useAllDeviceTypes();
  const [params, setParams] = useSearchParams();
  const names = (types.data ?? []).map((type) => type.devtype);
  const asked = params.get(DEVTYPE_QUERY);
  // A sub-user who may not read device types has no list to pick from: a type named in the address serves.
  const devtype = asked && (names.includes(asked) || names.length === 0) ? asked : names[0];

  return (
    <Flex vertical gap={16} data-testid="firmware-screen">
      <Flex align="center" gap={8}>
        <Typography.Text>{t('firmware.devtype')}</Typography.Text>
        <TaskDevtypeSelect
          value={devtype}
          onChange={(picked) => setParams({ [DEVTYPE_QUERY]: picked }, { replace: true })}
          testId="firmware-devtype-select"
          width={240}
        />
      </Flex>
      <QueryError query={types} />
      {devtype ? (
        <FirmwareOfType key={devtype} devtype={devtype} initialRollout={params.get(ROLLOUT_QUERY)} />
      ) : (
        !types.isPending && <NoData hint={t('firmware.noTypes')} />
      )}
    </Flex>
  );
}
