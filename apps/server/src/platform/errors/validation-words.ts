import { LANGUAGES, type Language } from '@fleetkey/contract';
import webKitEn from '../../../../../packages/web-kit/src/auth/locales/en.json';
import webKitZh from '../../../../../packages/web-kit/src/auth/locales/zh.json';

// A refusal's `data.fields` carry validation keys, which the consoles word in the reader's language. An API
// client reads the top-level message instead: there each key becomes the words the consoles show for it
// (bundled at build time from web-kit's texts, as the error-code catalogue is), so the two cannot disagree.

type Words = Partial<Record<string, string>>;
const WORDS: Record<Language, Words> = { en: webKitEn.validation, zh: webKitZh.validation };
const KEY = /\bvalidation\.([A-Za-z]+)\b/g;

const isLanguage = (value: string | undefined): value is Language =>
  (LANGUAGES as readonly (string | undefined)[]).includes(value);

/**
 * `message` with each validation key in it worded, in `language` when the consoles have it (the refused
 * request's own `lang` may name any), else English; a key without plain words stays.
 */
export function wordValidationKeys(message: string, language?: string): string {
  const texts = WORDS[isLanguage(language) ? language : 'en'];
  return message.replace(KEY, (key, name: string) => {
    const words = texts[name];
    // A text that takes values ({{name}}) has none here: the key says more than an unfilled sentence.
    return words === undefined || words.includes('{{') ? key : words;
  });
}
