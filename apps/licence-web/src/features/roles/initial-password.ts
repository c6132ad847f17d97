const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%^&*()';
/** Length of a generated initial password (the strong rule allows 8–16). */
export const INITIAL_PASSWORD_LENGTH = 12;

function pick(chars: string, random: number): string {
  return chars[random % chars.length] ?? chars[0] ?? '';
}

/**
 * A random initial password for a new administrator that meets the strong rule (§5: letters, digits and
 * !@#$%^&*(), at least two kinds): one of each kind, the rest from all of them, shuffled. Look-alike
 * characters (0/O, 1/l/I) are left out, since the password is read out to its owner.
 */
export function generateInitialPassword(): string {
  const random = crypto.getRandomValues(new Uint32Array(INITIAL_PASSWORD_LENGTH * 2));
  const all = LETTERS + DIGITS + SYMBOLS;
  const chars = [pick(LETTERS, random[0] ?? 0), pick(DIGITS, random[1] ?? 0), pick(SYMBOLS, random[2] ?? 0)];
  for (let i = chars.length; i < INITIAL_PASSWORD_LENGTH; i++) chars.push(pick(all, random[i] ?? 0));
  // Fisher–Yates with the second half of the random numbers, so the kinds are not always first.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = (random[INITIAL_PASSWORD_LENGTH + i] ?? 0) % (i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}
