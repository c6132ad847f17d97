import { z } from 'zod';
import { AVATAR_FORMATS, AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '../users';
import { emailSchema, mobileForArea, verificationCodeSchema } from './contact';
import { VALIDATION_MESSAGES as M } from './keys';
import { nicknameSchema } from './names';
import { boundedText, fields, optionalField, text } from './text';

// Account-security and profile forms (licence-portal.md §5, iot-console.md §5).

/** Change-mobile form for a calling code: the new mobile and its six-digit code. */
export function changeMobileFormSchema(areaCode: string) {
  return fields({ mobile: mobileForArea(areaCode), code: verificationCodeSchema });
}

/** Change-e-mail form: the new address (lower-cased) and its six-digit code. */
export const changeEmailFormSchema = fields({ email: emailSchema, code: verificationCodeSchema });

const profileText = optionalField(boundedText(2, 64, M.profileTextInvalid));

/** The console's profile edit: nickname (the nickname rule), signature, company and address (2–64), each optional. */
export const iotProfileEditSchema = fields({
  // The spec's nickname rule (licence-portal.md §5): 2–32 letters, digits, _ or Chinese, not any 2–64 text.
  nickname: optionalField(nicknameSchema),
  desc: profileText,
  company: profileText,
  detailaddress: profileText,
  gender: z.number({ error: M.invalidOption }).int(M.invalidOption).optional(),
});
/** A valid console profile edit. */
export type IotProfileEdit = z.output<typeof iotProfileEditSchema>;

const avatarMimeTypes: readonly string[] = AVATAR_MIME_TYPES;
const avatarExtension = new RegExp(`\\.(${AVATAR_FORMATS.join('|')}|jpeg)$`, 'i');

/** Avatar upload: a jpg, png, gif or bmp (by name and type) of at most 204800 bytes. */
export const avatarFileSchema = fields({
  name: text(),
  size: z.number({ error: M.invalidType }).int(M.invalidType).min(0, M.invalidType),
  type: text(),
}).superRefine((file, ctx) => {
  if (!avatarExtension.test(file.name) || !avatarMimeTypes.includes(file.type.toLowerCase())) {
    ctx.addIssue({ code: 'custom', path: ['type'], message: M.avatarFormat });
  }
  if (file.size > AVATAR_MAX_BYTES)
    ctx.addIssue({ code: 'custom', path: ['size'], message: M.avatarTooLarge });
});
/** The avatar file facts the check reads. */
export type AvatarFile = z.input<typeof avatarFileSchema>;
