import { CAPTCHA_LENGTH } from '@fleetkey/contract';
import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';

interface RenderOptions {
  noise?: number;
  width?: number;
  height?: number;
  color?: boolean;
  background?: string;
}

// svg-captcha's main export draws a given text, but its typings omit it; its own text generator uses
// Math.random, so the text comes from the CSPRNG below and the library only draws it.
const drawSvg = createRequire(import.meta.url)('svg-captcha') as (
  text: string,
  options?: RenderOptions,
) => string;

// No characters that read alike (0/O/o, 1/I/l/i); the check ignores case, so each letter counts once.
const CAPTCHA_CHARS = '23456789ABCDEFGHJKMNPQRSTUVWXYZabdefghjkmnpqrtuy';

/** A fresh captcha answer of CAPTCHA_LENGTH characters. */
export function newCaptchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += CAPTCHA_CHARS[randomInt(CAPTCHA_CHARS.length)];
  return text;
}

/** The captcha image: an SVG document with two noise lines. */
export function drawCaptcha(text: string): string {
  return drawSvg(text, { noise: 2, color: true, background: '#f4f7fc' });
}
