import { Flex, Popover, QRCode, Typography } from 'antd';
import { QrcodeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HeaderAction } from './HeaderAction';
import { useSiteLinks } from './site-links';

/** Header item: the user chat group's QR code in a popover; hidden until a chat-group address is set. */
export function ChatGroupQr() {
  const { t } = useTranslation();
  const url = useSiteLinks()?.chatGroupUrl;
  if (!url) return null;
  return (
    <Popover
      trigger="click"
      placement="bottom"
      content={
        <Flex vertical align="center" gap={8} style={{ width: 180 }}>
          <QRCode value={url} size={160} bordered={false} data-testid="chat-group-qr" />
          <Typography.Text type="secondary" style={{ textAlign: 'center', fontSize: 12 }}>
            {t('shell.chatGroupHint')}
          </Typography.Text>
        </Flex>
      }
    >
      <HeaderAction icon={<QrcodeOutlined />} label={t('shell.chatGroup')} data-testid="chat-group" />
    </Popover>
  );
}
