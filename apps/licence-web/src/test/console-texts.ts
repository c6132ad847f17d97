// The console's whole texts as its tests read them (imported by tests only).
import { mergeMessages } from '@fleetkey/web-kit';
import screensEn from '../locales/en.json';
import signInEn from '../locales/sign-in/en.json';
import signInZh from '../locales/sign-in/zh.json';
import screensZh from '../locales/zh.json';

/**
 * The sign-in screens' texts load first, the rest with the shell: together they are the console's texts,
 * which a screen rendered without the shell needs given at once.
 */
export const CONSOLE_TEXTS = {
  zh: mergeMessages(signInZh, screensZh),
  en: mergeMessages(signInEn, screensEn),
};
