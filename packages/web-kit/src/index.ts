// @fleetkey/web-kit: the React pieces both consoles share.

/** localStorage keys and safe accessors. */
export { STORAGE_KEYS, PREFERENCE_KEY_PREFIXES, readStored, writeStored, removeStored } from './storage';

export * from './session';

export { createI18n, mergeMessages, WEB_KIT_RESOURCES } from './i18n/create-i18n';
export type { AppResources, Messages } from './i18n/create-i18n';
export { DEFAULT_LANGUAGE, isLanguage, readLanguage, storeLanguage } from './i18n/language-store';
export { useLanguage } from './i18n/use-language';
export { antdLocale } from './i18n/antd-locale';

export { readThemeColor, storeThemeColor, isHexColor, themeColorTestId } from './theme/theme-store';
export type { AppId } from './theme/theme-store';
export { ThemeColorPicker } from './theme/ThemeColorPicker';
export { ThemeSettingsButton } from './theme/ThemeSettingsButton';

export { errorMessageKey } from './errors/error-message-key';
export { createThrottle } from './errors/throttle';
export { createErrorReporter } from './errors/error-reporter';
export type { ErrorReporter, ToastLevel } from './errors/error-reporter';
export { createUnauthorizedHandler, LOGIN_PATH } from './errors/unauthorized';

export { createQueryClient } from './query/query-client';
export type { ErrorMeta } from './query/query-client';

export { ConsoleProviders } from './providers/ConsoleProviders';
export type { ConsoleProvidersProps } from './providers/ConsoleProviders';
export { useConsole, useApiClient, useShowError, useSignOut } from './providers/console-context';
export { createConsoleServices } from './providers/console-services';
export type { ConsoleServices } from './providers/console-services';
export { useLogout } from './session/use-logout';

export { AppHeader } from './shell/AppHeader';
export { AppFooter } from './shell/AppFooter';
export { SideMenu } from './shell/SideMenu';
export { findActiveEntry, flattenEntries } from './shell/menu-model';
export type { MenuEntry } from './shell/menu-model';
export { ShellLayout } from './shell/ShellLayout';
export { RequireSession } from './shell/RequireSession';
export type { SessionRedirect } from './shell/RequireSession';
export { PageTitle } from './shell/PageTitle';
export { PageLoading } from './shell/PageLoading';
export { UnderConstruction } from './shell/UnderConstruction';
export { NotFound } from './shell/NotFound';
export { LanguageSwitch } from './shell/LanguageSwitch';
export { HeaderAction } from './shell/HeaderAction';
export { NoticeBell } from './shell/NoticeBell';
export type { NoticeItem } from './shell/NoticeBell';
export { ChatGroupQr } from './shell/ChatGroupQr';
export { FeedbackLink } from './shell/FeedbackLink';
export { ClientDownload } from './shell/ClientDownload';
export { UserMenu } from './shell/UserMenu';
export { BrandLogo } from './shell/BrandLogo';
export { SUPPORT_EMAIL, SUPPORT_HOTLINE, CHAT_GROUP_URL, DOCS_URL } from './shell/support';

export { LoginPlaceholder } from './auth/LoginPlaceholder';
