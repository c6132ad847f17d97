import { readFileSync } from 'node:fs';

type Messages = { [key: string]: string | Messages };

const read = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as Messages;

/**
 * A console's texts: the sign-in's (loaded first) and the rest (loaded with the shell), no key in both; or the
 * texts web-kit brings to both consoles.
 */
function load(app: 'licence-web' | 'iot-web' | 'web-kit', language: 'zh' | 'en'): Messages {
  if (app === 'web-kit') return read(`packages/web-kit/src/i18n/locales/${language}.json`);
  return {
    ...read(`apps/${app}/src/locales/sign-in/${language}.json`),
    ...read(`apps/${app}/src/locales/${language}.json`),
  };
}

/** The text of an i18n key (dotted path) in a console's locale file, as the screen should show it. */
export function text(app: 'licence-web' | 'iot-web' | 'web-kit', language: 'zh' | 'en', key: string): string {
  let node: string | Messages | undefined = load(app, language);
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`no ${language} text for ${key} in ${app}`);
  return node;
}
