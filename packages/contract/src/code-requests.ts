import { z } from 'zod';
import { codePurposeSchema, codeTypeSchema, type CodeChannel, type CodePurpose } from './codes';
import { REGIONS } from './regions';
import { LANGUAGES } from './shell';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { emailSchema, fullMobileSchema, verificationCodeSchema } from './validation/contact';
import { fields, text } from './validation/text';

// Query strings of the code calls (licence-portal.md §7 Auth, iot-console.md §7 Auth). Mobiles are full
// numbers: calling code then number, no plus (8613912345678).

const regionQuerySchema = z.enum(REGIONS, { error: M.invalidOption });

/**
 * `lang`: the language the code's text is written in, the console's UI language. Without it the server
 * reads Accept-Language (see the server's requestLanguage).
 */
export function codeLanguageField() {
  return { lang: z.enum(LANGUAGES, { error: M.invalidOption }).optional() };
}

/**
 * The captcha a code request carries when the code would go to a number or address with no account and
 * nobody is signed in (a sign-up): sending costs money and reaches strangers, so a person must ask.
 */
const codeCaptchaFields = {
  svgCode: z.string().max(16).optional(),
  svgCodeUUID: z.string().max(64).optional(),
  ...codeLanguageField(),
};

/** GET /auth/sms_code and /auth/uc_sms_code. The server derives the region from the number. */
export const smsCodeQuerySchema = fields({
  mobile: fullMobileSchema,
  region: regionQuerySchema.optional(),
  codeType: codeTypeSchema,
  ...codeCaptchaFields,
});

/** GET /auth/smscode (IoT console): a password-reset code unless told otherwise. */
export const iotSmsCodeQuerySchema = fields({
  mobile: fullMobileSchema,
  codeType: codeTypeSchema.default('changePasswordCode'),
  ...codeCaptchaFields,
});

/** GET /auth/email_code and /auth/uc_email_code: a register code, or a bind code when signed in. */
export const emailCodeQuerySchema = fields({
  email: emailSchema,
  codeType: codeTypeSchema.optional(),
  ...codeCaptchaFields,
});

/** GET /auth/change_mobile_verify_code: a code to the new number (signed in). */
export const changeMobileCodeQuerySchema = fields({ mobile: fullMobileSchema, ...codeLanguageField() });

/** GET /auth/change_email_verify_code: a code to the new address (signed in). */
export const changeEmailCodeQuerySchema = fields({ email: emailSchema, ...codeLanguageField() });

/** Where a code was sent, as the check calls name it. */
export const CODE_MEDIA = ['mobile', 'email'] as const;
const mediumSchema = z.enum(CODE_MEDIA, { error: M.invalidOption });

/** A parsed code check: channel, normalised receiver, code, and the purpose when the caller named one. */
export interface CodeCheck {
  channel: CodeChannel;
  receiver: string;
  code: string;
  purpose: CodePurpose | undefined;
}

/**
 * The receiver of a check, validated by its medium (named, or an address with '@' is e-mail); issues are
 * reported on `field`, the query parameter the receiver came from.
 */
function toCodeCheck(
  raw: { receiver: string | undefined; medium: 'mobile' | 'email' | undefined; code: string },
  purpose: CodePurpose | undefined,
  field: string,
  ctx: z.RefinementCtx,
): CodeCheck {
  const medium = raw.medium ?? (raw.receiver?.includes('@') ? 'email' : 'mobile');
  const parsed = (medium === 'email' ? emailSchema : fullMobileSchema).safeParse(raw.receiver);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: [field] });
    return z.NEVER;
  }
  return { channel: medium === 'email' ? 'email' : 'sms', receiver: parsed.data, code: raw.code, purpose };
}

/** GET /auth/check_code: `mobile` or `receiver`, `type` or `tag` (mobile|email), `code`, optional `codeType`. */
export const checkCodeQuerySchema = fields({
  mobile: text().optional(),
  receiver: text().optional(),
  type: mediumSchema.optional(),
  tag: mediumSchema.optional(),
  code: verificationCodeSchema,
  codeType: codePurposeSchema.optional(),
}).transform((q, ctx) =>
  toCodeCheck(
    { receiver: q.receiver ?? q.mobile, medium: q.type ?? q.tag, code: q.code },
    q.codeType,
    q.receiver === undefined ? 'mobile' : 'receiver',
    ctx,
  ),
);

/** GET /auth/verify_code (IoT console): `medium` is the receiver itself, mobile or e-mail. */
export const verifyCodeQuerySchema = fields({
  medium: text(),
  code: verificationCodeSchema,
  codeType: codePurposeSchema.optional(),
}).transform((q, ctx) =>
  toCodeCheck({ receiver: q.medium, medium: undefined, code: q.code }, q.codeType, 'medium', ctx),
);
