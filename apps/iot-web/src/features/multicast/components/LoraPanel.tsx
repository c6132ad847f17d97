import { Alert, Button, Flex, Form, Input, InputNumber, Popconfirm, Radio, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  LORA_ADDR_HEX,
  LORA_CLASSES,
  LORA_KEY_FIELDS,
  LORA_KEY_HEX,
  LORA_LIMITS,
  loraSessionSchema,
  type LoraClass,
  type LoraSessionView,
  type MulticastGroupView,
} from '@fleetkey/contract';
import { useErrorText, zodRule } from '@fleetkey/web-kit';
import { formatDateTime } from '../../common/format';
import { useIotAccess } from '../../access/use-iot-access';
import { useLoraSession, useMulticastActions } from '../hooks/useMulticast';

interface Values {
  mcAddr: string;
  mcAppSKey?: string;
  mcNwkSKey?: string;
  frequency: number;
  dataRate: number;
  periodicity: number;
  class: LoraClass;
  fCnt?: number;
}

const { shape } = loraSessionSchema;

/** The session form: keys shown masked once saved; leaving a key blank keeps the stored one. */
function LoraForm({ group, session }: { group: MulticastGroupView; session: LoraSessionView | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [form] = Form.useForm<Values>();
  const { setLora, removeLora } = useMulticastActions();
  const editable = useIotAccess().can('multicast', 'write');
  const keyRule = {
    validator: async (_rule: unknown, value: unknown) => {
      // A blank key keeps the stored one; a new session needs both.
      if ((value === undefined || value === '') && session) return;
      const parsed = await shape.mcAppSKey.unwrap().safeParseAsync(value ?? '');
      if (!parsed.success) throw new Error(t(parsed.error.issues[0]?.message ?? 'validation.invalidType'));
    },
  };
  const submit = (values: Values) => {
    const blank = (key: string | undefined) => (key ? key : undefined);
    setLora.mutate(
      {
        groupid: group.id,
        input: { ...values, mcAppSKey: blank(values.mcAppSKey), mcNwkSKey: blank(values.mcNwkSKey) },
      },
      { onSuccess: () => form.resetFields(LORA_KEY_FIELDS.slice()) },
    );
  };
  const number = (
    name: 'frequency' | 'dataRate' | 'periodicity' | 'fCnt',
    limits: { min: number; max: number },
    suffix?: string,
  ) => (
    <Form.Item
      name={name}
      label={t(`multicast.lora.${name}`)}
      rules={[zodRule(name === 'fCnt' ? shape.fCnt : shape[name], t)]}
    >
      <InputNumber
        min={limits.min}
        max={limits.max}
        suffix={suffix}
        style={{ width: 200 }}
        disabled={!editable}
        data-testid={`lora-${name}`}
      />
    </Form.Item>
  );
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 520 }}
      initialValues={
        session ? { ...session, mcAppSKey: '', mcNwkSKey: '' } : { periodicity: 0, class: 'C', fCnt: 0 }
      }
      onFinish={submit}
      data-testid="lora-form"
    >
      {setLora.isError && (
        <Alert type="error" showIcon title={errorText(setLora.error)} style={{ marginBottom: 12 }} />
      )}
      <Form.Item name="mcAddr" label={t('multicast.lora.mcAddr')} rules={[zodRule(shape.mcAddr, t)]}>
        <Input
          maxLength={LORA_ADDR_HEX}
          style={{ width: 200 }}
          disabled={!editable}
          data-testid="lora-mcAddr"
        />
      </Form.Item>
      {LORA_KEY_FIELDS.map((name) => (
        <Form.Item
          key={name}
          name={name}
          label={t(`multicast.lora.${name}`)}
          rules={[keyRule]}
          extra={
            session ? t('multicast.lora.keyStored', { masked: session[name] }) : t('multicast.lora.keyOnce')
          }
        >
          <Input.Password
            maxLength={LORA_KEY_HEX}
            autoComplete="off"
            disabled={!editable}
            placeholder={session?.[name]}
            data-testid={`lora-${name}`}
          />
        </Form.Item>
      ))}
      {number('frequency', LORA_LIMITS.frequency, 'Hz')}
      {number('dataRate', LORA_LIMITS.dataRate)}
      <Form.Item name="class" label={t('multicast.lora.class')}>
        <Radio.Group
          optionType="button"
          disabled={!editable}
          options={LORA_CLASSES.map((c) => ({ value: c, label: t(`multicast.lora.classes.${c}`) }))}
        />
      </Form.Item>
      {number('periodicity', LORA_LIMITS.periodicity)}
      {number('fCnt', LORA_LIMITS.fCnt)}
      {editable && (
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={setLora.isPending} data-testid="lora-save">
            {session ? t('multicast.lora.replace') : t('multicast.lora.set')}
          </Button>
          {session && (
            <Popconfirm
              title={t('multicast.lora.confirmDelete')}
              onConfirm={() => removeLora.mutate(group.id)}
            >
              <Button danger>{t('multicast.lora.delete')}</Button>
            </Popconfirm>
          )}
        </Flex>
      )}
    </Form>
  );
}

/** The group's LoRaWAN multicast session (gwr groups send with it). */
export function LoraPanel({ group }: { group: MulticastGroupView }) {
  const { t } = useTranslation();
  const session = useLoraSession(group.id);
  if (session.isPending) return <Spin />;
  const current = session.data ?? null;
  return (
    <Flex vertical gap={12} data-testid="lora-panel">
      <Typography.Text type="secondary">
        {current
          ? t('multicast.lora.updatedAt', { at: formatDateTime(current.updatedAt) })
          : t('multicast.lora.none')}
      </Typography.Text>
      <LoraForm key={current?.updatedAt ?? 'new'} group={group} session={current} />
    </Flex>
  );
}
