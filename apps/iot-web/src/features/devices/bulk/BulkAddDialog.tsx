import { App, Form, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@fleetkey/web-kit';
import { useFormDialog } from '../../common/hooks/use-form-dialog';
import type { BulkTarget } from './bulk-targets';
import { BulkTargetSelect, type BulkTargetChoice } from './BulkTargetSelect';
import { useBulkAdd } from './useBulkAdd';

interface BulkAddValues {
  target: BulkTarget;
  choice: BulkTargetChoice;
}

/**
 * Adds the devices selected in the list to one group, project or multicast group in one request: the
 * targets offered are those the user may change; a refusal stays in the dialog, success says how many.
 */
export function BulkAddDialog({
  devids,
  targets,
  onAdded,
  onClose,
}: {
  devids: string[];
  /** Never empty: the list offers the action only when the user may add to one kind of target. */
  targets: BulkTarget[];
  onAdded: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { form, save, frame } = useFormDialog<BulkAddValues>(onClose);
  const bulkAdd = useBulkAdd();
  const target = Form.useWatch('target', form) ?? targets[0];
  const submit = ({ target: kind, choice }: BulkAddValues) =>
    save(async () => {
      await bulkAdd.mutateAsync({ target: kind, id: choice.value, devids });
      void message.success(t('devices.bulk.added', { count: devids.length, name: choice.label }));
      onAdded();
    });
  return (
    <FormModal<BulkAddValues>
      title={t('devices.bulk.title', { count: devids.length })}
      okText={t('devices.bulk.ok')}
      {...frame}
      initialValues={{ target: targets[0] }}
      onValuesChange={(changed: Partial<BulkAddValues>) => {
        // Another kind of target: the chosen one belongs to the old kind.
        if (changed.target) form.setFieldValue('choice', undefined);
      }}
      onFinish={(values) => void submit(values)}
      intro={
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, tooltip: devids.join(', ') }}>
          {t('devices.bulk.intro', { count: devids.length, devids: devids.join(', ') })}
        </Typography.Paragraph>
      }
      testIds={{ ok: 'bulk-add-ok', failure: 'bulk-add-failure', form: 'bulk-add-form' }}
    >
      <Form.Item name="target" label={t('devices.bulk.target')}>
        <Radio.Group
          optionType="button"
          options={targets.map((kind) => ({ value: kind, label: t(`devices.bulk.targets.${kind}`) }))}
          data-testid="bulk-target-kind"
        />
      </Form.Item>
      <Form.Item
        name="choice"
        label={t(`devices.bulk.targets.${target}`)}
        rules={[{ required: true, message: t(`devices.bulk.pick.${target}`) }]}
      >
        <BulkTargetSelect key={target} target={target} />
      </Form.Item>
    </FormModal>
  );
}
