import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  BOARD_DESCRIPTION_MAX,
  BOARD_FIRMWARE_NAME_MAX,
  BOARD_MODEL_MAX,
  BOARD_NODES_MAX,
  BOARD_SHORT_TEXT_MAX,
  boardUpdateSchema,
  type BoardFields,
  type BoardView,
} from '@fleetkey/contract';
import { LoadError, zodRule } from '@fleetkey/web-kit';
import { FormDialog } from '../../common/FormDialog';
import { useBoardActions, useNodeChoices } from '../hooks/useBoards';

const FIELDS = boardUpdateSchema.shape;
type TextField = readonly [
  name: 'model' | 'firmwareName' | 'firmwareVersion' | 'os',
  max: number,
  testId?: string,
];
/** The board's one-line text fields: the longest each may be, and the test id of the one tests fill. */
const TEXT_FIELDS: readonly TextField[] = [
  ['model', BOARD_MODEL_MAX, 'board-form-model'],
  ['firmwareName', BOARD_FIRMWARE_NAME_MAX],
  ['firmwareVersion', BOARD_SHORT_TEXT_MAX],
  ['os', BOARD_SHORT_TEXT_MAX],
];

/**
 * Creates or edits a target board: its fields with the contract's rules and its related nodes, picked by
 * name (the choice replaces the board's nodes). A model another board has is refused under the form.
 */
export function BoardFormDialog({ board, onClose }: { board?: BoardView; onClose: () => void }) {
  const { t } = useTranslation();
  const { create, update } = useBoardActions();
  const nodes = useNodeChoices();
  return (
    <FormDialog<BoardFields>
      title={board ? t('boardsAdmin.editTitle', { model: board.model }) : t('boardsAdmin.newTitle')}
      testIds={{ form: 'board-form', ok: 'board-form-ok' }}
      above={nodes.isError && <LoadError error={nodes.error} onRetry={() => void nodes.refetch()} />}
      initialValues={{
        model: board?.model ?? '',
        firmwareName: board?.firmwareName ?? '',
        firmwareVersion: board?.firmwareVersion ?? '',
        description: board?.description ?? '',
        os: board?.os ?? '',
        nodeIds: board?.nodes.map((node) => node.id) ?? [],
      }}
      onSubmit={(values) =>
        board ? update.mutateAsync({ id: board.id, body: values }) : create.mutateAsync(values)
      }
      onClose={onClose}
    >
      {TEXT_FIELDS.map(([name, max, testId]) => (
        <Form.Item
          key={name}
          name={name}
          label={t(`boardsAdmin.fields.${name}`)}
          rules={[zodRule(FIELDS[name], t)]}
        >
          <Input maxLength={max} data-testid={testId} />
        </Form.Item>
      ))}
      <Form.Item
        name="description"
        label={t('boardsAdmin.fields.description')}
        rules={[zodRule(FIELDS.description, t)]}
      >
        <Input.TextArea rows={2} maxLength={BOARD_DESCRIPTION_MAX} />
      </Form.Item>
      <Form.Item name="nodeIds" label={t('boardsAdmin.fields.nodes')} rules={[zodRule(FIELDS.nodeIds, t)]}>
        <Select
          mode="multiple"
          allowClear
          showSearch
          optionFilterProp="label"
          maxCount={BOARD_NODES_MAX}
          loading={nodes.isPending}
          placeholder={t('boardsAdmin.pickNodes')}
          notFoundContent={t('boardsAdmin.noNodes')}
          options={(nodes.data ?? []).map((node) => ({ value: node.id, label: node.name }))}
          data-testid="board-form-nodes"
        />
      </Form.Item>
    </FormDialog>
  );
}
