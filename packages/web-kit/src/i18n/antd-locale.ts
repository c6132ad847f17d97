import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { Locale } from 'antd/es/locale';
import type { Language } from '@fleetkey/contract';

/** antd's own texts (pagination, pickers, empty states) for a console language. */
export function antdLocale(language: Language): Locale {
  return language === 'zh' ? zhCN : enUS;
}
