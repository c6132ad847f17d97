import { z } from 'zod';

// The sign-in captcha (licence-portal.md §3 Captcha, §8): an SVG image and the uuid to answer it with.

/** Characters in a captcha. */
export const CAPTCHA_LENGTH = 4;
/** How long a captcha can be answered; it is also single use. */
export const CAPTCHA_EXPIRY_MS = 5 * 60_000;

/** GET /auth/svg_code's answer: the image (an SVG document) and the id the login sends back as `svgCodeUUID`. */
export interface CaptchaChallenge {
  svgCode: string;
  uuid: string;
}

/** A captcha id in a path or body. */
export const captchaUuidSchema = z.uuid();
