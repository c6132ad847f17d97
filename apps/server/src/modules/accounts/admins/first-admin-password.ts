import { randomInt } from 'node:crypto';

const LETTERS_AND_DIGITS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const SIGNS = '!@#$%^&*';

/**
 * The first administrator's one-time password: 14 characters that pass the product's own strong-password rule
 * (letters, digits and !@#$%^&*() only, at least two kinds), so it can be typed back anywhere the rule
 * applies. Letters and digits that read alike (I/l/1, O/0) are left out: it is read off a log line.
 */
export function firstAdminPassword(): string {
  const pick = (alphabet: string) => alphabet.charAt(randomInt(alphabet.length));
  const body = Array.from({ length: 12 }, () => pick(LETTERS_AND_DIGITS)).join('');
  return `${body}${pick(SIGNS)}${pick('23456789')}`;
}
