import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ClientDownload, useSiteLinks } from '@fleetkey/web-kit';

/** Top-bar items of the portal's auth screens: help (the docs) and the client-download menu. */
export function AuthActions() {
  const { t } = useTranslation();
  const help = useSiteLinks()?.helpUrl;
  return (
    <>
      {help && (
        <Button
          type="text"
          icon={<QuestionCircleOutlined />}
          href={help}
          target="_blank"
          data-testid="help-link"
        >
          {t('auth.help')}
        </Button>
      )}
      <ClientDownload showLabel />
    </>
  );
}
