import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { Locale } from 'antd/es/locale';
import type { Language } from '@fleetkey/contract';
// The date pickers take their dayjs locale from antd's: Chinese needs its file loaded, or their calendars
// fall back to English rules (weeks from Sunday). Loaded here, with the antd locale, for every picker.
import 'dayjs/locale/zh-cn';

/** antd's own texts (pagination, pickers, empty states) for a console language. */
export function antdLocale(language: Language): Locale {
  return language === 'zh' ? zhCN : enUS;
}
