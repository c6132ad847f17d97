import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import TranslationOutlined from '@ant-design/icons-svg/es/asn/TranslationOutlined';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@fleetkey/contract';
import { useLanguage } from '../i18n/use-language';
import { Button } from '../ui/controls';
import { Dropdown } from '../ui/Dropdown';
import { Icon } from '../ui/Icon';

/**
 * The auth screens' language control, as the shell's `LanguageSwitch` but without antd: items
 * `language-zh` / `language-en`; `data-language` on the button names the current one.
 */
export function AuthLanguageSwitch() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <Dropdown
      trigger={({ open, toggle }) => (
        <Button
          variant="text"
          icon={<Icon svg={TranslationOutlined} />}
          aria-label={t('language.label')}
          aria-haspopup="menu"
          aria-expanded={open}
          onClick={toggle}
          data-testid="language-switch"
          data-language={language}
        >
          {t(`language.${language}`)}
        </Button>
      )}
    >
      {(close) => (
        <ul className="fk-menu" role="menu">
          {LANGUAGES.map((lang) => (
            <li
              key={lang}
              role="menuitemradio"
              aria-checked={lang === language}
              tabIndex={0}
              className="fk-menu-item"
              onClick={() => {
                setLanguage(lang);
                close();
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                setLanguage(lang);
                close();
              }}
            >
              {/* Language names are shown in their own language, whatever the current one. */}
              <span data-testid={`language-${lang}`}>{t(`language.${lang}`, { lng: lang })}</span>
              {lang === language && <Icon svg={CheckOutlined} />}
            </li>
          ))}
        </ul>
      )}
    </Dropdown>
  );
}
