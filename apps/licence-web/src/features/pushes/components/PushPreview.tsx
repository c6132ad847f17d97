import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageType } from '@fleetkey/contract';
import { PushTypeTag } from './PushTypeTag';

/** The message as its receivers will see it in their message centre. */
export function PushPreview({ type, title, content }: { type: MessageType; title: string; content: string }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('pushes.form.preview')} data-testid="push-preview">
      <Flex gap={8} align="center" style={{ marginBottom: 8 }}>
        <PushTypeTag type={type} />
        <Typography.Text strong>{title || t('pushes.form.previewTitle')}</Typography.Text>
      </Flex>
      <Typography.Paragraph
        type={content ? undefined : 'secondary'}
        style={{ whiteSpace: 'pre-wrap', margin: 0 }}
      >
        {content || t('pushes.form.previewContent')}
      </Typography.Paragraph>
    </Card>
  );
}
