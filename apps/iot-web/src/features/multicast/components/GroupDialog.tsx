import { useState } from 'react';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  MULTICAST_DESCRIPTION_MAX,
  MULTICAST_KINDS,
  MULTICAST_NAME_MAX,
  multicastGroupCreateSchema,
  type DeviceView,
  type MulticastGroupView,
  type MulticastKind,
} from '@fleetkey/contract';
import type { MulticastGroupInput } from '@fleetkey/api-client';
import { zodRule, FormModal } from '@fleetkey/web-kit';
import { DeviceSelect } from '../../common/DeviceSelect';
import { useFormDialog } from '../../common/hooks/use-form-dialog';

interface Values {
  name: string;
  description: string;
  kind: MulticastKind;
}

export interface GroupDialogProps {
  editing?: MulticastGroupView;
  onSave: (input: MulticastGroupInput) => Promise<unknown>;
  onClose: () => void;
}

const { shape } = multicastGroupCreateSchema;

/** Create a group (name, description, how it sends, and the gateway of a gwb/gwr group) or rename one. */
export function GroupDialog({ editing, onSave, onClose }: GroupDialogProps) {
  const { t } = useTranslation();
  const { form, save, frame } = useFormDialog<Values>(onClose);
  const kind = Form.useWatch('kind', form) ?? editing?.kind ?? 'direct';
  const [gateway, setGateway] = useState<DeviceView | null>(null);
  const [gatewayMissing, setGatewayMissing] = useState(false);
  const submit = (values: Values) => {
    const throughGateway = !editing && values.kind !== 'direct';
    if (throughGateway && !gateway) return setGatewayMissing(true);
    void save(() =>
      onSave({
        name: values.name.trim(),
        description: values.description ?? '',
        kind: values.kind,
        gwid: throughGateway ? gateway?.devid : undefined,
      }),
    );
  };
  return (
    <FormModal<Values>
      title={editing ? t('multicast.editTitle', { name: editing.name }) : t('multicast.createTitle')}
      {...frame}
      testIds={{ ok: 'multicast-save' }}
      initialValues={{
        name: editing?.name ?? '',
        description: editing?.description ?? '',
        kind: editing?.kind ?? 'direct',
      }}
      onFinish={submit}
    >
      <Form.Item name="name" label={t('multicast.name')} rules={[zodRule(shape.name, t)]}>
        <Input maxLength={MULTICAST_NAME_MAX} data-testid="multicast-name" />
      </Form.Item>
      <Form.Item name="description" label={t('multicast.description')}>
        <Input.TextArea rows={2} maxLength={MULTICAST_DESCRIPTION_MAX} />
      </Form.Item>
      <Form.Item name="kind" label={t('multicast.kind')} extra={t(`multicast.kindHints.${kind}`)}>
        <Radio.Group
          disabled={Boolean(editing)}
          optionType="button"
          data-testid="multicast-kind"
          options={MULTICAST_KINDS.map((k) => ({ value: k, label: t(`multicast.kinds.${k}`) }))}
        />
      </Form.Item>
      {!editing && kind !== 'direct' && (
        <Form.Item
          label={t('multicast.gateway')}
          required
          validateStatus={gatewayMissing && !gateway ? 'error' : undefined}
          help={gatewayMissing && !gateway ? t('validation.required') : undefined}
        >
          <DeviceSelect value={gateway} onChange={setGateway} data-testid="multicast-gateway" />
        </Form.Item>
      )}
    </FormModal>
  );
}
