import { readFileSync } from 'node:fs';

type Messages = { [key: string]: string | Messages };

const read = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../apps/${path}`, import.meta.url), 'utf8')) as Messages;

/** A console's texts: the sign-in's (loaded first) and the rest (loaded with the shell); no key is in both. */
function load(app: 'licence-web' | 'iot-web', language: 'zh' | 'en'): Messages {
  return {
    ...read(`${app}/src/locales/sign-in/${language}.json`),
    ...read(`${app}/src/locales/${language}.json`),
  };
}

/** The text of an i18n key (dotted path) in a console's locale file, as the screen should show it. */
export function text(app: 'licence-web' | 'iot-web', language: 'zh' | 'en', key: string): string {
  let node: string | Messages | undefined = load(app, language);
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`no ${language} text for ${key} in ${app}`);
  return node;
}
