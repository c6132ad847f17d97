import { Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@fleetkey/contract';
import { isLanguage } from '../i18n/language-store';
import { useLanguage } from '../i18n/use-language';

/**
 * Header language control: a dropdown whose items (`language-zh`, `language-en`) switch the language;
 * `data-language` on the button names the current one.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const items: MenuProps['items'] = LANGUAGES.map((lang) => ({
    key: lang,
    // Language names are shown in their own language, whatever the current one.
    label: <span data-testid={`language-${lang}`}>{t(`language.${lang}`, { lng: lang })}</span>,
  }));
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (isLanguage(key)) setLanguage(key);
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{ items, onClick, selectable: true, selectedKeys: [language] }}
      placement="bottomRight"
    >
      <Button
        type="text"
        data-testid="language-switch"
        data-language={language}
        icon={<TranslationOutlined />}
        aria-label={t('language.label')}
      >
        {t(`language.${language}`)}
      </Button>
    </Dropdown>
  );
}
