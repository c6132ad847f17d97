import type { ReactNode } from 'react';
import { Button, Flex, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomSave } from '../hooks/useCustomSave';

interface CustomSaveBarProps {
  state: CustomSave;
  onSave: () => void;
  saveDisabled: boolean;
  testIds?: { save?: string; saved?: string };
  /** Buttons before Save (adding a row, say). */
  children?: ReactNode;
}

/** Save, Delete (asked first; only for a stored custom) and the "saved" note under a custom's editor. */
export function CustomSaveBar({ state, onSave, saveDisabled, testIds = {}, children }: CustomSaveBarProps) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} align="center" wrap>
      {children}
      <Button
        type="primary"
        onClick={onSave}
        loading={state.saving}
        disabled={saveDisabled}
        data-testid={testIds.save}
      >
        {t('list.save')}
      </Button>
      {state.stored && (
        <Popconfirm title={t('customs.confirmDelete')} onConfirm={state.remove}>
          <Button danger>{t('customs.delete')}</Button>
        </Popconfirm>
      )}
      {state.saved && (
        <Typography.Text type="success" data-testid={testIds.saved}>
          {t('customs.saved')}
        </Typography.Text>
      )}
    </Flex>
  );
}
