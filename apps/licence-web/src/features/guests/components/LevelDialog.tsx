import { useState } from 'react';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayName, type GuestRow, type Level, LEVELS } from '@fleetkey/contract';
import { FormDialog } from '../../common/FormDialog';

/** Changes a user's level (0–7); level 4 renews for free and 5 unlocks offline licences, so it is said. */
export function LevelDialog({
  user,
  onSubmit,
  onClose,
}: {
  user: GuestRow;
  onSubmit: (level: Level) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [level, setLevel] = useState<Level>(user.level as Level);
  return (
    <FormDialog
      title={t('registerList.levelTitle', { name: displayName(user) })}
      okText={t('registerList.save')}
      cancelText={t('registerList.cancel')}
      testIds={{ form: 'register-level-dialog', ok: 'register-level-ok' }}
      okDisabled={level === user.level}
      onSubmit={() => onSubmit(level)}
      onClose={onClose}
    >
      <Form.Item label={t('registerList.fields.level')} extra={t('registerList.levelHint')}>
        <Select<Level>
          value={level}
          onChange={setLevel}
          options={LEVELS.map((value) => ({ value, label: t('registerList.levelN', { level: value }) }))}
          data-testid="register-level-select"
        />
      </Form.Item>
    </FormDialog>
  );
}
