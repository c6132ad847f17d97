import { App, Button, Col, Flex, Form, Input, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  MESSAGE_TYPES,
  PUSH_CONTENT_MAX,
  PUSH_TITLE_MAX,
  pushContentSchema,
  pushTitleSchema,
} from '@fleetkey/contract';
import type { MessageType } from '@fleetkey/contract';
import { zodRule } from '@fleetkey/web-kit';
import { messageTypeKey } from '../messages/message-labels';
import { parseAudience, type AudienceKind } from './audience';
import { AudienceField } from './components/AudienceField';
import { PushPreview } from './components/PushPreview';
import { SendErrorAlert } from './components/SendErrorAlert';
import { useSendPush } from './hooks/usePushes';
import { MESSAGE_PUSH_PATH } from './push-paths';

interface Values {
  audience: AudienceKind;
  targets?: string;
  type: MessageType;
  title: string;
  content: string;
}

/**
 * The new-message form (licence-portal.md §2 MessagePush/AddMessage): to every user (a broadcast) or to
 * users listed by mobile or id (a targeted push), with a preview; sent, it returns to the push list.
 */
export function AddMessage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const audience = Form.useWatch('audience', form) ?? 'all';
  const preview = Form.useWatch([], form) as Partial<Values> | undefined;
  const send = useSendPush();

  const sendMessage = (values: Values) => {
    const targets = values.audience === 'all' ? [] : parseAudience(values.targets ?? '');
    const pushed = { type: values.type, title: values.title, content: values.content };
    send.mutate(
      { audience: values.audience, targets, message: pushed },
      {
        onSuccess: (count) => {
          void message.success(t('pushes.form.sent', { count }));
          void navigate(`${MESSAGE_PUSH_PATH}?tab=${values.audience === 'all' ? 'broadcasts' : 'tickets'}`);
        },
      },
    );
  };

  // A broadcast lands in every user's centre at once: ask before sending it.
  const submit = (values: Values) => {
    if (values.audience !== 'all') {
      sendMessage(values);
      return;
    }
    void modal.confirm({
      title: t('pushes.form.confirmAllTitle'),
      content: t('pushes.form.confirmAll'),
      okText: t('pushes.form.submit'),
      cancelText: t('pushes.form.cancel'),
      okButtonProps: { 'data-testid': 'push-confirm-ok' },
      onOk: () => sendMessage(values),
    });
  };

  return (
    <Row gutter={24}>
      <Col xs={24} lg={14}>
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ audience: 'all', type: MESSAGE_TYPES.system }}
          onFinish={submit}
          data-testid="push-form"
        >
          <Form.Item name="audience" label={t('pushes.fields.audience')}>
            <Radio.Group
              data-testid="push-audience"
              options={(['all', 'mobiles', 'userIds'] as const).map((kind) => ({
                value: kind,
                label: <span data-testid={`push-audience-${kind}`}>{t(`pushes.audience.${kind}`)}</span>,
              }))}
            />
          </Form.Item>
          {audience !== 'all' && (
            <AudienceField key={audience} name="targets" kind={audience} testId="push-targets" />
          )}
          <Form.Item name="type" label={t('pushes.fields.type')}>
            <Radio.Group
              data-testid="push-type-select"
              options={Object.values(MESSAGE_TYPES).map((value) => ({
                value,
                label: t(messageTypeKey(value)),
              }))}
            />
          </Form.Item>
          <Form.Item name="title" label={t('pushes.fields.title')} rules={[zodRule(pushTitleSchema, t)]}>
            <Input maxLength={PUSH_TITLE_MAX} data-testid="push-title" />
          </Form.Item>
          <Form.Item
            name="content"
            label={t('pushes.fields.content')}
            rules={[zodRule(pushContentSchema, t)]}
          >
            <Input.TextArea rows={6} maxLength={PUSH_CONTENT_MAX} showCount data-testid="push-content" />
          </Form.Item>
          {send.isError && <SendErrorAlert error={send.error} />}
          <Flex gap={12} style={{ marginTop: 16 }}>
            <Button type="primary" htmlType="submit" loading={send.isPending} data-testid="push-submit">
              {t('pushes.form.submit')}
            </Button>
            <Button onClick={() => void navigate(MESSAGE_PUSH_PATH)}>{t('pushes.form.cancel')}</Button>
          </Flex>
        </Form>
      </Col>
      <Col xs={24} lg={10}>
        <PushPreview
          type={preview?.type ?? MESSAGE_TYPES.system}
          title={preview?.title ?? ''}
          content={preview?.content ?? ''}
        />
      </Col>
    </Row>
  );
}
