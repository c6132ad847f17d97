import { useState } from 'react';
import { Alert, Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LEVELS, type GuestRow, type Level } from '@fleetkey/contract';
import { useErrorText } from '../../common/use-error-text';

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
  const errorText = useErrorText();
  const [level, setLevel] = useState<Level>(user.level as Level);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await onSubmit(level);
      onClose();
    } catch (failure) {
      setError(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('registerList.levelTitle', { name: user.name || user.username })}
      okText={t('registerList.save')}
      cancelText={t('registerList.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      okButtonProps={{ disabled: level === user.level, 'data-testid': 'register-level-ok' }}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="register-level-dialog">
        <Form.Item label={t('registerList.fields.level')} extra={t('registerList.levelHint')}>
          <Select<Level>
            value={level}
            onChange={setLevel}
            options={LEVELS.map((value) => ({ value, label: t('registerList.levelN', { level: value }) }))}
            data-testid="register-level-select"
          />
        </Form.Item>
      </Form>
      {error !== null && <Alert type="error" showIcon message={errorText(error)} />}
    </Modal>
  );
}
