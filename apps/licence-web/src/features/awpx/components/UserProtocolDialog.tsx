import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  PROTOCOL_BYTE_ORDERS,
  PROTOCOL_DATA_TYPES,
  USER_PROTOCOL_NAME_MAX,
  userProtocolSaveSchema,
  type UserProtocolSaveInput,
  type UserProtocolView,
} from '@fleetkey/contract';
import { zodRule } from '@fleetkey/web-kit';
import { FormDialog } from '../../common/FormDialog';
import { useAwpxCatalogue, useSaveUserProtocol } from '../hooks/useAwpx';

const FIELDS = userProtocolSaveSchema.shape;
const NEW_FIELD = { name: '', offset: 0, length: 2, dataType: 'int16', scale: 1, unit: '' } as const;

/**
 * A user's own protocol on a catalogue protocol (POST /awpx/user_protocol): its head and the frame's fields.
 * Saved by name, so opening one of theirs and saving replaces it.
 */
export function UserProtocolDialog({
  protocol,
  onSaved,
  onClose,
}: {
  protocol?: UserProtocolView;
  onSaved: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveUserProtocol();
  const catalogue = useAwpxCatalogue();
  const initialValues: UserProtocolSaveInput = protocol
    ? {
        name: protocol.name,
        protocolId: protocol.protocolId,
        version: protocol.version,
        description: protocol.description,
        byteOrder: protocol.byteOrder,
        fields: protocol.fields,
      }
    : { name: '', protocolId: '', version: '', description: '', byteOrder: 'big', fields: [NEW_FIELD] };
  const required = { required: true, message: t('validation.required') };
  return (
    <FormDialog<UserProtocolSaveInput>
      title={t(protocol ? 'awpx.mine.editTitle' : 'awpx.mine.newTitle')}
      testIds={{ form: 'awpx-mine-form', ok: 'awpx-mine-ok' }}
      initialValues={initialValues}
      onSubmit={async (values) => onSaved((await save.mutateAsync(values)).name)}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('awpx.fields.name')} rules={[zodRule(FIELDS.name, t)]}>
        <Input
          maxLength={USER_PROTOCOL_NAME_MAX}
          disabled={protocol !== undefined}
          data-testid="awpx-mine-name"
        />
      </Form.Item>
      <Form.Item name="protocolId" label={t('awpx.fields.protocol')} rules={[required]}>
        <Select
          loading={catalogue.isLoading}
          options={(catalogue.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          data-testid="awpx-mine-protocol"
        />
      </Form.Item>
      <Space>
        <Form.Item name="version" label={t('awpx.fields.version')} rules={[zodRule(FIELDS.version, t)]}>
          <Input data-testid="awpx-mine-version" />
        </Form.Item>
        <Form.Item name="byteOrder" label={t('awpx.fields.byteOrder')}>
          <Select
            style={{ width: 160 }}
            options={PROTOCOL_BYTE_ORDERS.map((value) => ({ value, label: t(`awpx.byteOrders.${value}`) }))}
          />
        </Form.Item>
      </Space>
      <Form.Item
        name="description"
        label={t('awpx.fields.description')}
        rules={[zodRule(FIELDS.description, t)]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.List name="fields">
        {(rows, { add, remove }) => (
          <>
            {rows.map((row) => (
              <Space key={row.key} align="start" wrap>
                <Form.Item name={[row.name, 'name']} rules={[required]}>
                  <Input
                    placeholder={t('awpx.fieldTable.name')}
                    data-testid={`awpx-mine-field-${row.name}`}
                  />
                </Form.Item>
                <Form.Item name={[row.name, 'offset']} rules={[required]}>
                  <InputNumber min={0} placeholder={t('awpx.fieldTable.offset')} style={{ width: 80 }} />
                </Form.Item>
                <Form.Item name={[row.name, 'length']} rules={[required]}>
                  <InputNumber min={1} placeholder={t('awpx.fieldTable.length')} style={{ width: 80 }} />
                </Form.Item>
                <Form.Item name={[row.name, 'dataType']} rules={[required]}>
                  <Select
                    style={{ width: 110 }}
                    options={PROTOCOL_DATA_TYPES.map((value) => ({ value, label: value }))}
                  />
                </Form.Item>
                <Form.Item name={[row.name, 'scale']}>
                  <InputNumber placeholder={t('awpx.fieldTable.scale')} style={{ width: 80 }} />
                </Form.Item>
                <Form.Item name={[row.name, 'unit']}>
                  <Input placeholder={t('awpx.fieldTable.unit')} style={{ width: 80 }} />
                </Form.Item>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  disabled={rows.length === 1}
                  title={t('awpx.mine.removeField')}
                  onClick={() => remove(row.name)}
                />
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(NEW_FIELD)} block>
              {t('awpx.mine.addField')}
            </Button>
          </>
        )}
      </Form.List>
    </FormDialog>
  );
}
