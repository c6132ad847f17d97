import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { Dropdown } from '../../ui/Dropdown';
import { Icon } from '../../ui/Icon';
import { COUNTRIES } from '../countries';

/**
 * The calling-code select (`+86`) with its searchable list of countries (`中国 +86`); the search matches
 * the name in the current language or the code.
 */
export function AreaCodeSelect({ value, onChange }: { value: string; onChange: (areaCode: string) => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const options = COUNTRIES.map((c) => ({ value: c.areaCode, title: `${c[language]} +${c.areaCode}` }));
  const needle = search.trim().toLowerCase();
  const shown = needle ? options.filter((o) => o.title.toLowerCase().includes(needle)) : options;

  return (
    <Dropdown
      align="start"
      onOpenChange={(open) => {
        if (!open) return;
        setSearch('');
        setActive(
          Math.max(
            0,
            options.findIndex((o) => o.value === value),
          ),
        );
      }}
      trigger={({ open, toggle }) => (
        <button
          type="button"
          className="fk-select"
          aria-label={t('auth.fields.areaCode')}
          aria-haspopup="listbox"
          aria-expanded={open}
          onClick={toggle}
          data-testid="area-code"
        >
          +{value}
          <Icon svg={DownOutlined} />
        </button>
      )}
    >
      {(close) => {
        const pick = (areaCode: string) => {
          onChange(areaCode);
          close();
        };
        const onKeyDown = (event: KeyboardEvent) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((now) => Math.min(shown.length - 1, Math.max(0, now + step)));
          } else if (event.key === 'Enter') {
            event.preventDefault();
            const option = shown[active];
            if (option) pick(option.value);
          }
        };
        return (
          <div style={{ width: 240 }}>
            <div className="fk-menu-search">
              <input
                autoFocus
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setActive(0);
                }}
                onKeyDown={onKeyDown}
                aria-label={t('auth.fields.areaCode')}
              />
            </div>
            <ul className="fk-menu" role="listbox">
              {shown.map((option, index) => (
                <li
                  key={option.title}
                  role="option"
                  title={option.title}
                  aria-selected={option.value === value}
                  data-active={index === active}
                  className="fk-menu-item"
                  onMouseEnter={() => setActive(index)}
                  onClick={() => pick(option.value)}
                >
                  {option.title}
                </li>
              ))}
              {shown.length === 0 && <li className="fk-menu-empty">—</li>}
            </ul>
          </div>
        );
      }}
    </Dropdown>
  );
}
