import { useState } from 'react';
import { Alert, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BoardView } from '@fleetkey/contract';
import { LoadError, useErrorText } from '@fleetkey/web-kit';
import { useAllRoles } from '../../roles/hooks/useRoles';
import { useBoardActions } from '../hooks/useBoards';

/**
 * Links a board to a role (PUT /board_role): licences of that role are granted the board and read on its
 * nodes. Clearing the choice unlinks the board.
 */
export function BoardRoleDialog({
  board,
  roleId,
  onClose,
}: {
  board: BoardView;
  roleId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const roles = useAllRoles(true);
  const { setRole } = useBoardActions();
  const [choice, setChoice] = useState<string | null>(roleId);
  return (
    <Modal
      open
      title={t('boardsAdmin.roleTitle', { model: board.model })}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={setRole.isPending}
      onOk={() => setRole.mutate({ boardId: board.id, roleId: choice }, { onSuccess: onClose })}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'board-role-ok' }}
    >
      {roles.isError && <LoadError error={roles.error} onRetry={() => void roles.refetch()} />}
      <Select<string | null>
        style={{ width: '100%' }}
        allowClear
        showSearch
        optionFilterProp="label"
        loading={roles.isPending}
        value={choice}
        placeholder={t('boardsAdmin.noRole')}
        onChange={(value) => setChoice(value ?? null)}
        options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
        data-testid="board-role-select"
      />
      {setRole.isError && (
        <Alert style={{ marginTop: 12 }} type="error" showIcon message={errorText(setRole.error)} />
      )}
    </Modal>
  );
}
