import { useMemo } from 'react';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { compileRecordSchema, type DatasetField, type ProjectDataView } from '@fleetkey/contract';
import { FormModal, zodRule } from '@fleetkey/web-kit';
import { useFormDialog } from '../../common/hooks/use-form-dialog';
import { ValueInput } from './ValueInput';

interface Values {
  value: unknown;
}

/** The rule of one element: the field's own rule for a single, present value (the server checks the same). */
export function elementRule(field: DatasetField) {
  const one = { ...field, multiple: false, required: true, unique: false };
  return z
    .preprocess((value) => ({ [field.name]: value }), compileRecordSchema([one]))
    .transform((values) => values[field.name]);
}

/**
 * Edits element `index` of a multi-value field of one record (PUT /project_datas/{dataid}/{index}) with the
 * record's version as read: a change made meanwhile is refused (409), not overwritten.
 */
export function ElementDialog({
  record,
  field,
  index,
  onSave,
  onClose,
}: {
  record: ProjectDataView;
  field: DatasetField;
  index: number;
  onSave: (value: unknown, version: number) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { save, frame } = useFormDialog<Values>(onClose);
  const rule = useMemo(() => elementRule(field), [field]);
  const list = record.values[field.name];
  const current = Array.isArray(list) ? list[index] : undefined;
  return (
    <FormModal<Values>
      title={t('projectData.editElement', { field: field.label || field.name, position: index + 1 })}
      {...frame}
      testIds={{ form: 'element-dialog', ok: 'element-save' }}
      intro={
        <Typography.Paragraph type="secondary">
          {t('projectData.elementHint', { count: Array.isArray(list) ? list.length : 0 })}
        </Typography.Paragraph>
      }
      initialValues={{ value: current }}
      onFinish={({ value }) => {
        const parsed = rule.parse(value);
        void save(() => onSave(parsed, record.version));
      }}
    >
      <Form.Item name="value" label={t('projectData.elementValue')} rules={[zodRule(rule, t)]}>
        <ValueInput field={{ ...field, multiple: false }} />
      </Form.Item>
    </FormModal>
  );
}
