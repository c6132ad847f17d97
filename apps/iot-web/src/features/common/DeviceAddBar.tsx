import { useState } from 'react';
import { Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { DeviceView } from '@fleetkey/contract';
import { DeviceSelect } from './DeviceSelect';

/**
 * Adds one device to a list (a group's members, a gateway's sub-devices): a device searched on the server,
 * then the add button. `onAdd` calls `added` once the device is in, which clears the choice.
 */
export function DeviceAddBar({
  label,
  adding,
  onAdd,
  testIds,
}: {
  label: string;
  adding: boolean;
  onAdd: (devid: string, added: () => void) => void;
  testIds: { select: string; add: string };
}) {
  const [candidate, setCandidate] = useState<DeviceView | null>(null);
  return (
    <Flex gap={8} align="center">
      <DeviceSelect value={candidate} onChange={setCandidate} data-testid={testIds.select} />
      <Button
        icon={<PlusOutlined />}
        disabled={!candidate}
        loading={adding}
        onClick={() => candidate && onAdd(candidate.devid, () => setCandidate(null))}
        data-testid={testIds.add}
      >
        {label}
      </Button>
    </Flex>
  );
}
