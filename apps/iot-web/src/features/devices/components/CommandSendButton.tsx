import { Button } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Submits a command form; while a confirmed command is out, it says it waits for the device's answer. */
export function CommandSendButton({
  sending,
  confirmed,
  label,
  testId,
}: {
  sending: boolean;
  confirmed: boolean;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={sending} data-testid={testId}>
      {sending && confirmed ? t('commands.waiting') : label}
    </Button>
  );
}
