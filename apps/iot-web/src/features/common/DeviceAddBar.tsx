import { useState } from 'react';
import { Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { DevicesSelect } from './DevicesSelect';

/**
 * Adds devices to a list (a group's members, a gateway's sub-devices) in one go: several devices searched on
 * the server, then the add button. `onAdd` calls `added` once they are in, which clears the choice.
 */
export function DeviceAddBar({
  label,
  adding,
  onAdd,
  testIds,
}: {
  label: string;
  adding: boolean;
  onAdd: (devids: string[], added: () => void) => void;
  testIds: { select: string; add: string };
}) {
  const [candidates, setCandidates] = useState<string[]>([]);
  return (
    <Flex gap={8} align="start">
      <div style={{ width: 420, maxWidth: '100%' }}>
        <DevicesSelect value={candidates} onChange={setCandidates} testId={testIds.select} />
      </div>
      <Button
        icon={<PlusOutlined />}
        disabled={candidates.length === 0}
        loading={adding}
        onClick={() => onAdd(candidates, () => setCandidates([]))}
        data-testid={testIds.add}
      >
        {label}
      </Button>
    </Flex>
  );
}
