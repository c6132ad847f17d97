import { CAPTCHA_LENGTH } from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { drawCaptcha, newCaptchaText } from './captcha-image';

describe('captcha image', () => {
  it('has answers of CAPTCHA_LENGTH characters without look-alikes', () => {
    for (let i = 0; i < 200; i++) {
      const text = newCaptchaText();
      expect(text).toHaveLength(CAPTCHA_LENGTH);
      expect(text).not.toMatch(/[01OoIiLl]/);
    }
  });

  it('draws an SVG document with the characters as paths, not as text', () => {
    const svg = drawCaptcha('AB3d');
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<path');
    expect(svg).not.toContain('AB3d');
  });
});
