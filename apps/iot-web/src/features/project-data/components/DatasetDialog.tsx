import { Button, Checkbox, Flex, Form, Input, InputNumber, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  DATASET_FIELD_TYPES,
  PROJECT_DATA_LIMITS,
  datasetBodySchema,
  type DatasetBodyInput,
  type DatasetFieldInput,
  type DatasetView,
} from '@fleetkey/contract';
import { FormModal, setFieldMessages, zodRule } from '@fleetkey/web-kit';
import { useFormDialog } from '../../common/hooks/use-form-dialog';

export interface DatasetDialogProps {
  editing?: DatasetView;
  onSave: (body: DatasetBodyInput) => Promise<unknown>;
  onClose: () => void;
}

// Controls left empty give null, and a type changed away leaves its options or bounds behind: neither is
// part of the field the user means.
function cleanField(field: DatasetFieldInput): DatasetFieldInput {
  const kept = Object.fromEntries(
    Object.entries(field).filter(([, value]) => value !== null && value !== undefined),
  ) as DatasetFieldInput;
  if (kept.type !== 'enum') delete kept.options;
  if (kept.type !== 'text' && kept.type !== 'number') {
    delete kept.min;
    delete kept.max;
  }
  return kept;
}

const EMPTY_FIELD = { name: '', label: '', type: 'text', required: false, unique: false, multiple: false };

/** The schema editor: a data set's name and its fields (type, flags, bounds, options), by the contract's rule. */
export function DatasetDialog({ editing, onSave, onClose }: DatasetDialogProps) {
  const { t } = useTranslation();
  const { form, save, frame } = useFormDialog<DatasetBodyInput>(onClose);
  const submit = (values: DatasetBodyInput) => {
    const parsed = datasetBodySchema.safeParse({ ...values, fields: values.fields.map(cleanField) });
    if (!parsed.success) {
      // Issue paths name nested list items (fields.2.name), which antd's typed field names do not spell.
      const marks = parsed.error.issues.map((issue) => ({
        name: issue.path as (string | number)[],
        key: issue.message,
      }));
      setFieldMessages(form, marks, t);
      return;
    }
    void save(() => onSave(parsed.data));
  };
  return (
    <FormModal<DatasetBodyInput>
      width={920}
      title={t(editing ? 'projectData.editDataset' : 'projectData.newDataset')}
      {...frame}
      testIds={{ ok: 'dataset-save', failure: 'dataset-failure' }}
      initialValues={editing ?? { name: '', description: '', fields: [EMPTY_FIELD] }}
      onFinish={submit}
    >
      <Flex gap={12}>
        <Form.Item
          name="name"
          label={t('projectData.datasetName')}
          rules={[zodRule(datasetBodySchema.shape.name, t)]}
          style={{ flex: 1 }}
        >
          <Input maxLength={PROJECT_DATA_LIMITS.datasetNameMax} data-testid="dataset-name" />
        </Form.Item>
        <Form.Item name="description" label={t('projectData.description')} style={{ flex: 2 }}>
          <Input maxLength={PROJECT_DATA_LIMITS.descriptionMax} />
        </Form.Item>
      </Flex>
      <Form.List name="fields">
        {(items, { add, remove }) => (
          <Flex vertical gap={4}>
            {items.map((item) => (
              <FieldRow key={item.key} index={item.name} onRemove={() => remove(item.name)} />
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add(EMPTY_FIELD)}
              disabled={items.length >= PROJECT_DATA_LIMITS.fieldsMax}
              data-testid="field-add"
            >
              {t('projectData.addField')}
            </Button>
          </Flex>
        )}
      </Form.List>
    </FormModal>
  );
}

function FieldRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const type = Form.useWatch(['fields', index, 'type']) as string | undefined;
  const bounded = type === 'text' || type === 'number';
  return (
    <Space align="start" wrap data-testid={`field-row-${index}`}>
      <Form.Item name={[index, 'name']} rules={[{ required: true, message: t('validation.required') }]}>
        <Input placeholder={t('projectData.fieldName')} style={{ width: 130 }} data-testid="field-name" />
      </Form.Item>
      <Form.Item name={[index, 'label']}>
        <Input placeholder={t('projectData.fieldLabel')} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name={[index, 'type']}>
        <Select
          style={{ width: 130 }}
          options={DATASET_FIELD_TYPES.map((value) => ({ value, label: t(`projectData.types.${value}`) }))}
          data-testid="field-type"
        />
      </Form.Item>
      {type === 'enum' && (
        <Form.Item name={[index, 'options']}>
          <Select mode="tags" style={{ width: 180 }} placeholder={t('projectData.options')} open={false} />
        </Form.Item>
      )}
      {bounded && (
        <>
          <Form.Item name={[index, 'min']}>
            <InputNumber placeholder={t('projectData.min')} style={{ width: 80 }} />
          </Form.Item>
          <Form.Item name={[index, 'max']}>
            <InputNumber placeholder={t('projectData.max')} style={{ width: 80 }} />
          </Form.Item>
        </>
      )}
      <Form.Item name={[index, 'required']} valuePropName="checked">
        <Checkbox>{t('projectData.required')}</Checkbox>
      </Form.Item>
      <Form.Item name={[index, 'unique']} valuePropName="checked">
        <Checkbox>{t('projectData.unique')}</Checkbox>
      </Form.Item>
      <Form.Item name={[index, 'multiple']} valuePropName="checked">
        <Checkbox>{t('projectData.multiple')}</Checkbox>
      </Form.Item>
      <Button icon={<DeleteOutlined />} onClick={onRemove} aria-label={t('projectData.removeField')} />
    </Space>
  );
}
