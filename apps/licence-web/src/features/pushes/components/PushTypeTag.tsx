import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageType } from '@fleetkey/contract';
import { messageTagColor, messageTypeKey } from '../../messages/message-labels';

/** A push's message type as the spec colours it: system green, product orange, voucher/survey grey. */
export function PushTypeTag({ type }: { type: MessageType }) {
  const { t } = useTranslation();
  return (
    <Tag color={messageTagColor(type)} data-testid="push-type">
      {t(messageTypeKey(type))}
    </Tag>
  );
}
