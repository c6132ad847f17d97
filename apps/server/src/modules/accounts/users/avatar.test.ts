import { describe, expect, it } from 'vitest';
import { checkAvatar, sniffAvatarType } from './avatar';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const jpg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);

describe('avatar checks', () => {
  it('recognises the four formats by their first bytes', () => {
    expect(sniffAvatarType(png)).toBe('png');
    expect(sniffAvatarType(jpg)).toBe('jpg');
    expect(sniffAvatarType(Buffer.from('GIF89a...'))).toBe('gif');
    expect(sniffAvatarType(Buffer.from('BM......'))).toBe('bmp');
    expect(sniffAvatarType(Buffer.from('<svg></svg>'))).toBeUndefined();
  });

  it('accepts a .jpeg name for JPEG bytes', () => {
    expect(checkAvatar('me.JPEG', jpg, false)).toBe('jpg');
  });

  it('refuses a PNG renamed to .jpg', () => {
    expect(() => checkAvatar('me.jpg', png, false)).toThrow(
      expect.objectContaining({ code: 'AVATAR_FORMAT' }),
    );
  });

  it('refuses a text file named .png', () => {
    expect(() => checkAvatar('me.png', Buffer.from('not an image'), false)).toThrow(
      expect.objectContaining({ code: 'AVATAR_FORMAT' }),
    );
  });

  it('refuses a file over 204800 bytes, or one cut off at the limit', () => {
    const big = Buffer.concat([png, Buffer.alloc(204_800)]);
    expect(() => checkAvatar('me.png', big, false)).toThrow(
      expect.objectContaining({ code: 'AVATAR_TOO_LARGE' }),
    );
    expect(() => checkAvatar('me.png', png, true)).toThrow(
      expect.objectContaining({ code: 'AVATAR_TOO_LARGE' }),
    );
  });
});
