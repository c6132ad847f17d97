import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  UDS_ACTION_TEXT_MAX,
  UDS_DESCRIPTION_MAX,
  UDS_SEVERITIES,
  udsErrorCodeBodySchema,
  type UdsErrorCodeBodyInput,
  type UdsErrorCodeView,
} from '@fleetkey/contract';
import { FormModal, zodRule } from '@fleetkey/web-kit';
import { useFormDialog } from '../../common/hooks/use-form-dialog';

type Values = Required<UdsErrorCodeBodyInput>;

const { shape } = udsErrorCodeBodySchema;

/** Adds or edits a catalogue entry; the code may be written in hex or SAE form. */
export function ErrorCodeDialog({
  editing,
  onSave,
  onClose,
}: {
  editing?: UdsErrorCodeView;
  onSave: (body: UdsErrorCodeBodyInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { save, frame } = useFormDialog<Values>(onClose);
  return (
    <FormModal<Values>
      width={620}
      title={editing ? t('uds.editTitle', { code: editing.sae }) : t('uds.createTitle')}
      {...frame}
      testIds={{ form: 'code-dialog', ok: 'code-submit', failure: 'code-save-error' }}
      initialValues={{
        code: editing?.sae ?? '',
        descriptionZh: editing?.descriptionZh ?? '',
        descriptionEn: editing?.descriptionEn ?? '',
        severity: editing?.severity ?? 'medium',
        action: editing?.action ?? '',
      }}
      onFinish={(values) => void save(() => onSave(values))}
    >
      <Form.Item name="code" label={t('uds.code')} extra={t('uds.codeHint')} rules={[zodRule(shape.code, t)]}>
        <Input style={{ width: 200, fontFamily: 'monospace' }} placeholder="P0301" data-testid="code-input" />
      </Form.Item>
      <Form.Item
        name="descriptionZh"
        label={t('uds.descriptionZh')}
        rules={[zodRule(shape.descriptionZh, t)]}
      >
        <Input maxLength={UDS_DESCRIPTION_MAX} />
      </Form.Item>
      <Form.Item
        name="descriptionEn"
        label={t('uds.descriptionEn')}
        rules={[zodRule(shape.descriptionEn, t)]}
      >
        <Input maxLength={UDS_DESCRIPTION_MAX} data-testid="code-description-en" />
      </Form.Item>
      <Form.Item name="severity" label={t('uds.severity')}>
        <Select
          style={{ width: 200 }}
          options={UDS_SEVERITIES.map((value) => ({ value, label: t(`uds.severities.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="action" label={t('uds.suggestedAction')} rules={[zodRule(shape.action, t)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={UDS_ACTION_TEXT_MAX} />
      </Form.Item>
    </FormModal>
  );
}
