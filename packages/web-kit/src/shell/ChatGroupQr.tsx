import { Flex, Popover, QRCode, Typography } from 'antd';
import { QrcodeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HeaderAction } from './HeaderAction';
import { CHAT_GROUP_URL } from './support';

/** Header item: the user chat group's QR code in a popover. */
export function ChatGroupQr() {
  const { t } = useTranslation();
  return (
    <Popover
      trigger="click"
      placement="bottom"
      content={
        <Flex vertical align="center" gap={8} style={{ width: 180 }}>
          <QRCode value={CHAT_GROUP_URL} size={160} bordered={false} />
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
