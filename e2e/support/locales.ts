import { readFileSync } from 'node:fs';

type Messages = { [key: string]: string | Messages };

function load(app: 'licence-web' | 'iot-web', language: 'zh' | 'en'): Messages {
  const file = new URL(`../../apps/${app}/src/locales/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Messages;
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
