import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ClientDownload, DOCS_URL } from '@fleetkey/web-kit';

/** Top-bar items of the portal's auth screens: help (the docs) and the client-download menu. */
export function AuthActions() {
  const { t } = useTranslation();
  return (
    <>
      <Button
        type="text"
        icon={<QuestionCircleOutlined />}
        href={DOCS_URL}
        target="_blank"
        data-testid="help-link"
      >
        {t('auth.help')}
      </Button>
      <ClientDownload showLabel />
    </>
  );
}
