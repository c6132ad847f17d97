// Money in the consoles: amounts travel as integer minor units (fen) and are never put through binary
// floating point, where 0.1 + 0.2 ≠ 0.3 and 19.99 × 100 = 1998.9999999999998.

/** Fen in one yuan. */
const FEN_PER_YUAN = 100;
const YUAN_TEXT = /^([+-])?(\d+)(?:\.(\d{0,2}))?$/;

/** Groups an integer's digits in threes: `1234567` → `1,234,567`. */
function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Integer fen as yuan digits without a symbol: `12345` → `123.45`, `-5` → `-0.05`, `1234567` → `12,345.67`. */
export function fenToYuanText(fen: number, grouped = true): string {
  const sign = fen < 0 ? '-' : '';
  const digits = String(Math.abs(Math.trunc(fen))).padStart(3, '0');
  const whole = digits.slice(0, -2);
  return `${sign}${grouped ? groupDigits(whole) : whole}.${digits.slice(-2)}`;
}

/** Integer fen as the consoles write money: `12345` → `¥123.45`, `-12345` → `-¥123.45`. */
export function formatFen(fen: number): string {
  const text = fenToYuanText(fen);
  return text.startsWith('-') ? `-¥${text.slice(1)}` : `¥${text}`;
}

/**
 * Yuan as typed (`19.99`, `-5`, `1,000.5`) → integer fen (`1999`, `-500`, `100050`), read digit by digit;
 * null for anything that is not an amount with at most two decimals or would not be a safe integer.
 */
export function parseYuan(input: string): number | null {
  const match = YUAN_TEXT.exec(input.trim().replace(/[,\s]/g, ''));
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  const fen = Number(whole) * FEN_PER_YUAN + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(fen)) return null;
  return sign === '-' && fen !== 0 ? -fen : fen;
}
