import type { AVATAR_FORMATS } from '@fleetkey/contract';
import { AVATAR_MAX_BYTES } from '@fleetkey/contract';
import { AppError } from '../../../platform/errors/app-error';

/** An image type an avatar may have. */
export type AvatarType = (typeof AVATAR_FORMATS)[number];

const CONTENT_TYPES = new Map<string, string>([
  ['jpg', 'image/jpeg'],
  ['png', 'image/png'],
  ['gif', 'image/gif'],
  ['bmp', 'image/bmp'],
]);

/** Content type of a stored avatar by its file name, or undefined for any other name. */
export function avatarContentType(fileName: string): string | undefined {
  return CONTENT_TYPES.get(fileName.split('.').pop() ?? '');
}

// Each format's first bytes: the name and the browser's declared type are only claims, the bytes decide.
const SIGNATURES: readonly [AvatarType, number[]][] = [
  ['jpg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['gif', [0x47, 0x49, 0x46, 0x38]],
  ['bmp', [0x42, 0x4d]],
];

/** The image type of the bytes, or undefined when they are none of the four. */
export function sniffAvatarType(bytes: Buffer): AvatarType | undefined {
  return SIGNATURES.find(([, signature]) => signature.every((byte, i) => bytes[i] === byte))?.[0];
}

/**
 * Accepts an avatar only when its name says jpg/jpeg/png/gif/bmp, its bytes are that very format, and it is
 * at most AVATAR_MAX_BYTES; answers the type to store it as.
 */
export function checkAvatar(fileName: string, bytes: Buffer, truncated: boolean): AvatarType {
  if (truncated || bytes.length > AVATAR_MAX_BYTES) throw AppError.of('AVATAR_TOO_LARGE');
  const named = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase().replace('jpeg', 'jpg');
  const sniffed = sniffAvatarType(bytes);
  if (!sniffed || named !== sniffed) throw AppError.of('AVATAR_FORMAT');
  return sniffed;
}
