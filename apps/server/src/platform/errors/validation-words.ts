import type { Language } from '@fleetkey/contract';
import webKitEn from '../../../../../packages/web-kit/src/auth/locales/en.json';
import webKitZh from '../../../../../packages/web-kit/src/auth/locales/zh.json';

// A refusal's `data.fields` carry validation keys, which the consoles word in the reader's language. An API
// client reads the top-level message instead: there each key becomes the words the consoles show for it
// (bundled at build time from web-kit's texts, as the error-code catalogue is), so the two cannot disagree.

type Words = Partial<Record<string, string>>;
const WORDS: Record<Language, Words> = { en: webKitEn.validation, zh: webKitZh.validation };
const KEY = /\bvalidation\.([A-Za-z]+)\b/g;

/** `message` with each validation key in it worded (English unless told); a key without plain words stays. */
export function wordValidationKeys(message: string, language: Language = 'en'): string {
  const texts = WORDS[language];
  return message.replace(KEY, (key, name: string) => {
    const words = texts[name];
    // A text that takes values ({{name}}) has none here: the key says more than an unfilled sentence.
    return words === undefined || words.includes('{{') ? key : words;
  });
}
