import { ERROR_CATALOGUE, type ErrorCode, type ErrorCodeDescription } from '@fleetkey/contract';
import iotEn from '../../../../../iot-web/src/locales/sign-in/en.json';
import iotZh from '../../../../../iot-web/src/locales/sign-in/zh.json';
import licenceEn from '../../../../../licence-web/src/locales/sign-in/en.json';
import licenceZh from '../../../../../licence-web/src/locales/sign-in/zh.json';
import webKitEn from '../../../../../../packages/web-kit/src/auth/locales/en.json';
import webKitZh from '../../../../../../packages/web-kit/src/auth/locales/zh.json';

// GET /dev/code_desc answers each error code with the words the consoles show for it: the consoles' own
// texts (shared ones in web-kit, console-specific ones in each console), bundled here at build time so
// the catalogue and the screens cannot disagree. A code no screen words falls back to the server message.

type CodeTexts = Partial<Record<string, string>>;
const codesOf = (messages: { errors?: { codes?: CodeTexts } }): CodeTexts => messages.errors?.codes ?? {};

const ZH: CodeTexts = { ...codesOf(webKitZh), ...codesOf(licenceZh), ...codesOf(iotZh) };
const EN: CodeTexts = { ...codesOf(webKitEn), ...codesOf(licenceEn), ...codesOf(iotEn) };

/** Every error code with its HTTP status, the server's message and the consoles' zh/en wording. */
export function codeDescriptions(): ErrorCodeDescription[] {
  return (Object.keys(ERROR_CATALOGUE) as ErrorCode[]).map((code) => {
    const { status, message } = ERROR_CATALOGUE[code];
    return { code, status, message, zh: ZH[code] ?? message, en: EN[code] ?? message };
  });
}
