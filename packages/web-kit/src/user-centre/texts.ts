import type { AppResources } from '../i18n/create-i18n';
import en from './locales/en.json';
import zh from './locales/zh.json';

/** The user centre's texts (with the industry names the registration wizard also shows). */
export const USER_CENTRE_TEXTS: AppResources = { zh, en };
