import { useState } from 'react';
import { Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProjectMemberField } from '@fleetkey/contract';
import { DevicesSelect } from '../../common/DevicesSelect';
import { GroupsSelect } from '../../common/GroupsSelect';
import { SubusersSelect } from '../../common/SubusersSelect';
import { TaskDevtypeSelect } from '../../tasks/components/TaskDevtypeSelect';

/** The chosen candidates of one kind; each picker keeps the shape its select gives. */
type Choice = { devtype?: string; ids: string[] };
const EMPTY: Choice = { ids: [] };

function chosenIds(field: ProjectMemberField, choice: Choice): string[] {
  if (field === 'devtypes') return choice.devtype ? [choice.devtype] : [];
  return choice.ids;
}

/** Picks members of one kind with the console's server-searching pickers, then adds them to the project. */
export function MemberPicker({
  field,
  adding,
  onAdd,
}: {
  field: ProjectMemberField;
  adding: boolean;
  onAdd: (ids: string[], done: () => void) => void;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Choice>(EMPTY);
  const ids = chosenIds(field, choice);
  const testId = `project-pick-${field}`;
  return (
    <Flex gap={8} align="start">
      <div style={{ width: 360, maxWidth: '100%' }}>
        {field === 'devtypes' && (
          <TaskDevtypeSelect
            value={choice.devtype}
            onChange={(devtype) => setChoice({ ...EMPTY, devtype })}
            testId={testId}
          />
        )}
        {field === 'devices' && (
          <DevicesSelect
            value={choice.ids}
            onChange={(ids) => setChoice({ ...EMPTY, ids })}
            testId={testId}
          />
        )}
        {field === 'groups' && (
          <GroupsSelect value={choice.ids} onChange={(ids) => setChoice({ ...EMPTY, ids })} testId={testId} />
        )}
        {field === 'subusers' && (
          <SubusersSelect
            value={choice.ids}
            onChange={(ids) => setChoice({ ...EMPTY, ids })}
            testId={testId}
          />
        )}
      </div>
      <Button
        icon={<PlusOutlined />}
        disabled={ids.length === 0}
        loading={adding}
        onClick={() => onAdd(ids, () => setChoice(EMPTY))}
        data-testid={`project-add-${field}`}
      >
        {t('projects.add')}
      </Button>
    </Flex>
  );
}
