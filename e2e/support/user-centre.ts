import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { latestCode } from './auth';

// Helpers of the user-centre specs: web-kit's user-centre texts, codes from the test-only outbox API
// (OUTBOX_API=1), fresh contacts and avatar files.

type Messages = { [key: string]: string | Messages };

function textIn(file: URL, key: string): string | undefined {
  let node: string | Messages | undefined = JSON.parse(readFileSync(file, 'utf8')) as Messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The text of a web-kit key (`userCentre.tabs.info`, `validation.avatarTooLarge`) in a language. */
export function ucText(language: 'zh' | 'en', key: string, values: Record<string, string> = {}): string {
  const files = ['user-centre/locales', 'auth/locales', 'i18n/locales'].map(
    (dir) => new URL(`../../packages/web-kit/src/${dir}/${language}.json`, import.meta.url),
  );
  for (const file of files) {
    const found = textIn(file, key);
    if (found !== undefined) return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  }
  throw new Error(`no ${language} web-kit text for ${key}`);
}

function crc32(bytes: Buffer): number {
  let crc = -1;
  for (const byte of bytes) {
    crc ^= byte;
    for (let i = 0; i < 8; i++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ -1) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real square PNG of one colour (so the browser draws it), `padding` bytes of text chunk added. */
export function pngFile(size = 64, rgb: [number, number, number] = [64, 158, 255], padding = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    ...(padding > 0
      ? [chunk('tEXt', Buffer.concat([Buffer.from('pad\0'), Buffer.alloc(padding, 0x61)]))]
      : []),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Picks a file in the avatar uploader. */
export async function pickAvatar(page: Page, name: string, buffer: Buffer): Promise<void> {
  await page.locator('[data-testid="user-centre"] input[type=file]').setInputFiles({
    name,
    mimeType: 'image/png',
    buffer,
  });
}

/** Requests a code in the open contact dialog, reads it from the outbox and types it. */
export async function fillCode(page: Page, receiver: string): Promise<void> {
  await page.getByTestId('contact-code-send').click();
  await page.getByTestId('contact-code-input').fill(await latestCode(page.request, receiver));
}

/**
 * The profile dialog's province field as the chosen country shows it: China's list of provinces, or a text box
 * for any other country. Both carry the same test id and one replaces the other when the country changes, so a
 * step on the field names which one it expects and waits for it (under load the old one was still there).
 */
export function provinceField(dialog: Locator, kind: 'china-list' | 'text'): Locator {
  const field = '[data-testid="profile-province-input"]';
  return dialog.locator(kind === 'text' ? `input${field}` : `${field}:not(input)`);
}
