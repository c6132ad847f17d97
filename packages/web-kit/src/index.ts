// @fleetkey/web-kit: the React pieces both consoles share.

/** localStorage keys and safe accessors. */
export { STORAGE_KEYS, PREFERENCE_KEY_PREFIXES, readStored, writeStored, removeStored } from './storage';

export * from './session';

export { createI18n, mergeMessages, WEB_KIT_RESOURCES } from './i18n/create-i18n';
export type { AppResources, Messages } from './i18n/create-i18n';
export { DEFAULT_LANGUAGE, isLanguage, readLanguage, storeLanguage } from './i18n/language-store';
export { useLanguage } from './i18n/use-language';
/** Adds the texts of a lazily loaded part (the signed-in shell) to the console's i18n as it first renders. */
export { useTexts } from './i18n/use-texts';
export { antdLocale } from './i18n/antd-locale';
/** Dates as digits in every language; the Intl and chart locales of the UI language (never the browser's). */
export { chartLocale, formatDate, formatDateTime, intlLocale } from './i18n/dates';
export { keyedText, serverText } from './i18n/server-text';
export { browserTimeZone } from './i18n/time-zone';
export type { TextSource } from './i18n/server-text';

export { readThemeColor, storeThemeColor, isHexColor, themeColorTestId } from './theme/theme-store';
export type { AppId } from './theme/theme-store';
export { ThemeColorPicker } from './theme/ThemeColorPicker';
export { ThemeSettingsButton } from './theme/ThemeSettingsButton';

export { errorMessageKey } from './errors/error-message-key';
export { createThrottle } from './errors/throttle';
export { createErrorReporter } from './errors/error-reporter';
export type { ErrorReporter, ToastLevel } from './errors/error-reporter';
export { createUnauthorizedHandler, LOGIN_PATH } from './errors/unauthorized';
/** A list or panel's load failure with a retry button (`QueryError`: the same for a query). */
export { LoadError, QueryError } from './errors/LoadError';
/** The text of an error for showing in a dialog or panel, in the reader's language. */
export { useErrorText } from './errors/use-error-text';

export { createQueryClient } from './query/query-client';
export type { ErrorMeta } from './query/query-client';

/** A create/edit dialog's save: runs once however often it is clicked, keeps the server's refusal to show. */
export { useDialogSubmit } from './forms/use-dialog-submit';
/** Asks before the page is reloaded or closed while something is unsaved. */
export { useLeaveWarning } from './forms/use-leave-warning';
/** A mutation that sends one request however often it is started while one is under way. */
export { useOnceMutation } from './query/use-once-mutation';
/** A value once it has stopped changing for a while (what a search or a check sends the server). */
export { useDebounced } from './query/use-debounced';
/** Re-checks a form's shown errors when the language changes, so none stays in the old language. */
export { useRetranslatedErrors } from './forms/use-retranslated-errors';
export { setFieldMessages } from './forms/field-messages';
export type { FieldMessage, TranslateKey } from './forms/field-messages';
export type { DialogSubmit } from './forms/use-dialog-submit';
export { FormModal } from './forms/FormModal';
/** A short antd table shown whole (small, no pager, the screen's empty text). */
export { WholeTable } from './ui/WholeTable';
export type { WholeTableProps } from './ui/WholeTable';
export { clearChangedErrors } from './forms/clear-changed-errors';
export type { FormModalProps } from './forms/FormModal';
export { SubmitFailure } from './forms/SubmitFailure';
/** The 418 px dialog that asks for one more proof (a password, a code) before going on. */
export { ConfirmDialog } from './forms/ConfirmDialog';

export { ConsoleProviders } from './providers/ConsoleProviders';
/** Wraps the screens built with antd: loads antd's providers (once per visit) before they show. */
export { RequireAntd } from './providers/antd-gate';
/** The console's toasts (light before antd has loaded, antd's message after). */
export { useToaster } from './ui/toaster';
export type { ToastKind } from './ui/toaster';
/** A spinner without antd, for the light auth screens. */
export { Spinner } from './ui/controls';
export { Checksum } from './ui/Checksum';
export { formatBytes } from './ui/file-size';
export { saveBlob } from './files/save-blob';
/** One file upload with progress and cancelling (the consoles' upload dialogs). */
export { useUpload } from './ui/upload/use-upload';
export { UploadStatus } from './ui/upload/UploadStatus';
export { isUploading, uploadPercent } from './ui/upload/upload-state';
export type { UploadControl, UploadState } from './ui/upload/upload-state';
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
export { NoAccess } from './shell/NoAccess';
export { LanguageSwitch } from './shell/LanguageSwitch';
export { HeaderAction } from './shell/HeaderAction';
export { NoticeBell } from './shell/NoticeBell';
export type { NoticeItem } from './shell/NoticeBell';
/** The user's messages as both consoles read them: the bell's unread count and newest, marking read. */
export { MESSAGES_QUERY_ROOT, useMarkRead, useMessagesApi } from './messages/use-messages';
/** The header bell's unread count and newest messages as its items, for a main account only. */
export { useMessageNotices } from './messages/use-message-notices';
export type { MessageNotices } from './messages/use-message-notices';
/** A message's title and content in the reader's language (its own words when the server wrote none). */
export { messageContent, messageTitle } from './messages/message-text';
export { ChatGroupQr } from './shell/ChatGroupQr';
export { FeedbackLink } from './shell/FeedbackLink';
export { ClientDownload } from './shell/ClientDownload';
export { UserMenu } from './shell/UserMenu';
export { BrandLogo } from './shell/BrandLogo';
/** The link settings (help, legal, feedback, chat group, contacts) administrators set; '' = hidden. */
export { useSiteLinks, SITE_LINKS_KEY } from './shell/site-links';
/** Where Feedback goes from the link settings ('' = nowhere, hide it). */
export { feedbackHref } from './shell/support';

/** Auth screens and their parts (both consoles). */
export { AuthLayout } from './auth/AuthLayout';
export { AuthHeaderAction } from './auth/AuthHeaderAction';
export { AuthClientDownload } from './auth/AuthClientDownload';
export type { AuthLayoutProps } from './auth/AuthLayout';
export { LoginCard } from './auth/LoginCard';
export { AdminLoginCard } from './auth/AdminLoginCard';
export { PasswordLoginForm } from './auth/PasswordLoginForm';
export { SmsLoginForm } from './auth/SmsLoginForm';
export { SecurityDialog } from './auth/SecurityDialog';
export { ForgotPasswordForm } from './auth/ForgotPasswordForm';
export { LegacyRegisterForm } from './auth/legacy/LegacyRegisterForm';
export { LegacyResetForm } from './auth/legacy/LegacyResetForm';
export { ClientDownloadPanel } from './auth/ClientDownloadPanel';
export { RegisterWizard } from './auth/register/RegisterWizard';
export type { RegisterWizardProps } from './auth/register/RegisterWizard';
export { buildRegistration, ENTERPRISE_FIELDS } from './auth/register/registration-payload';
export type { RegistrationDraft } from './auth/register/registration-payload';
export { useCodeCountdown } from './auth/use-code-countdown';
export type { CodeCountdown } from './auth/use-code-countdown';
/** The "get code" button: busy while sending, then counting down until another code may be asked for. */
export { CodeSendButton } from './auth/CodeSendButton';
export { useCompleteSignIn } from './auth/use-sign-in';
export type { SignInTarget } from './auth/use-sign-in';
export { ThirdPartyLogin } from './auth/ThirdPartyLogin';
export { useConsoleSwitch } from './auth/use-console-switch';
export { accountForLogin, readRememberedAccount, rememberAccount } from './auth/login-account';
export { COUNTRIES, fullMobile } from './auth/countries';
/** zod schema → antd Form rule adapters. */
export { zodRule, zodFieldRule } from './forms/zod-rule';

/** User centre (personal centre) of both consoles. */
export { UserCentre } from './user-centre/UserCentre';
export { ChangePasswordDialog } from './user-centre/ChangePasswordDialog';
export { useUserCentreModel, PROFILE_QUERY_KEY } from './user-centre/use-user-centre-model';
export type { UserCentreModel, UserCentreVariant } from './user-centre/user-centre-model';
/** An industry as the screens show it: a listed one in the reader's language, others as stored. */
export { useIndustryLabel } from './user-centre/use-industry-label';
export {
  avatarIssue,
  CHANGE_PASSWORD_QUERY,
  completenessOf,
  initialTab,
  isCurrentMobile,
  userCentreSections,
} from './user-centre/user-centre-rules';

/** Money as integer fen: `¥123.45` from 12345, typed yuan to exact fen (no floating point). */
export { fenToYuanText, formatFen, parseYuan } from './money/money';
/** antd rule of an amount typed in yuan (exact fen, then the caller's range). */
export { yuanRule } from './money/yuan-rule';
/** The input of an amount in yuan: ¥ before it, a decimal keypad, a money-sized width. */
export { YuanInput } from './money/YuanInput';
/** Idempotency keys of money-moving dialogs: one per submission, the same on its retry. */
export { createSubmissionKeys, newIdempotencyKey, useSubmissionKey } from './money/submission-key';
