import { z } from 'zod';
import { CODE_LENGTH } from '../codes';
import { DEFAULT_AREA_CODE, regionOfAreaCode } from '../regions';
import { VALIDATION_MESSAGES as M } from './keys';
import { requiredText, text } from './text';

// Phones, e-mail and codes (licence-portal.md §5, iot-console.md §5, §9).

const CHINA_MOBILE = /^1[3-9]\d{9}$/;
// Outside +86 the spec only says "digits only"; 15 is the longest number E.164 allows.
const INTL_MOBILE = /^\d{1,15}$/;

/** Longest e-mail address (RFC 5321). */
export const EMAIL_MAX = 254;

/** Phone number of the licence portal's forms: 7 to 11 digits. */
export const phoneSchema = requiredText().regex(/^\d{7,11}$/, M.phoneInvalid);

/** Mainland China mobile: 1, then 3–9, then nine more digits. */
export const chinaMobileSchema = requiredText().regex(CHINA_MOBILE, M.mobileInvalid);

/** Mobile outside China: digits only (at most 15). */
export const intlMobileSchema = requiredText().regex(INTL_MOBILE, M.mobileInvalid);

/** The mobile rule for a calling code: China's under 86, digits only elsewhere. */
export function mobileForArea(areaCode: string) {
  return regionOfAreaCode(areaCode) === 'cn' ? chinaMobileSchema : intlMobileSchema;
}

/** A calling code: 1–4 digits, a leading '+' is dropped; absent means 86. */
export const areaCodeSchema = text()
  .trim()
  .regex(/^\+?\d{1,4}$/, M.invalidOption)
  .transform((value) => value.replace(/^\+/, ''))
  .default(DEFAULT_AREA_CODE);

/** A stored mobile: calling code then number, no plus, 8–15 digits; under 86 the China rule applies. */
export const fullMobileSchema = requiredText()
  .regex(/^\d{8,15}$/, M.mobileInvalid)
  .refine(
    (value) =>
      !value.startsWith(DEFAULT_AREA_CODE) || CHINA_MOBILE.test(value.slice(DEFAULT_AREA_CODE.length)),
    M.mobileInvalid,
  );

/** The mobile of a code request: empty asks for the mobile first, then the area's rule. */
export function codeRequestMobileSchema(areaCode: string) {
  const rule = regionOfAreaCode(areaCode) === 'cn' ? CHINA_MOBILE : INTL_MOBILE;
  return text().min(1, { error: M.mobileFirst, abort: true }).regex(rule, M.mobileInvalid);
}

/** Identity check before a mobile change: the typed number must equal the current one. */
export function currentMobileConfirmSchema(currentMobile: string) {
  return requiredText().refine((value) => value.trim() === currentMobile, M.currentMobileMismatch);
}

/** An e-mail address, trimmed and lower-cased (codes are requested for the lower-cased address). */
export const emailSchema = text()
  .trim()
  .toLowerCase()
  .min(1, { error: M.required, abort: true })
  .max(EMAIL_MAX, M.emailInvalid)
  .regex(z.regexes.email, M.emailInvalid);

/** A verification code: exactly six digits. */
export const verificationCodeSchema = requiredText().regex(
  new RegExp(`^\\d{${CODE_LENGTH}}$`),
  M.codeInvalid,
);

/** The mobile-security dialog's SMS code: required, digits, at most six. */
export const securityCodeSchema = requiredText().regex(
  new RegExp(`^\\d{1,${CODE_LENGTH}}$`),
  M.securityCodeInvalid,
);
