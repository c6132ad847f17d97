// Shell dimensions, version and theme shared by both consoles (licence-portal.md §2, iot-console.md §2, §9).

/** Product version shown in both footers. */
export const APP_VERSION = '3.0.6';
/** Header height in px (both consoles). */
export const HEADER_HEIGHT = 47;
/** Side menu width in px (both consoles). */
export const SIDE_MENU_WIDTH = 220;
/** Width in px of the password-confirm dialog. */
export const CONFIRM_DIALOG_WIDTH = 418;

/** Licence portal default theme colour. */
export const LICENCE_DEFAULT_THEME = '#409EFF';
/** IoT console default theme colour (the spec's green). */
export const IOT_DEFAULT_THEME = '#13CE66';
/** Predefined theme colours offered by both settings panels. */
export const PREDEFINED_THEME_COLORS = [
  '#409EFF',
  '#13CE66',
  '#1890FF',
  '#304156',
  '#212121',
  '#11A983',
  '#6959CD',
  '#F5222D',
  '#FA541C',
  '#FAAD14',
] as const;

/** Languages of both consoles. */
export const LANGUAGES = ['zh', 'en'] as const;
/** A console language. */
export type Language = (typeof LANGUAGES)[number];
