import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PUSH_CONTENT_MAX, PUSH_TITLE_MAX, pushContentSchema, pushTitleSchema } from '@fleetkey/contract';
import type { TicketDetail } from '@fleetkey/contract';
import { zodRule, useErrorText } from '@fleetkey/web-kit';
import { useUpdateTicket } from '../hooks/usePushes';

interface Values {
  title: string;
  content: string;
}

/** Corrects a targeted push: the new title and content reach the messages already delivered too. */
export function TicketEditForm({ ticket, onSaved }: { ticket: TicketDetail; onSaved: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const update = useUpdateTicket();
  return (
    <Form<Values>
      layout="vertical"
      initialValues={{ title: ticket.title, content: ticket.content }}
      data-testid="ticket-edit-form"
      onFinish={(values) => update.mutate({ id: ticket.id, changes: values }, { onSuccess: onSaved })}
    >
      <Form.Item name="title" label={t('pushes.fields.title')} rules={[zodRule(pushTitleSchema, t)]}>
        <Input maxLength={PUSH_TITLE_MAX} data-testid="ticket-title" />
      </Form.Item>
      <Form.Item name="content" label={t('pushes.fields.content')} rules={[zodRule(pushContentSchema, t)]}>
        <Input.TextArea rows={5} maxLength={PUSH_CONTENT_MAX} showCount data-testid="ticket-content" />
      </Form.Item>
      {update.isError && (
        <Alert type="error" showIcon style={{ marginBottom: 12 }} title={errorText(update.error)} />
      )}
      <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="ticket-save">
        {t('pushes.tickets.save')}
      </Button>
    </Form>
  );
}
