import type { RuleObject } from 'antd/es/form';
import { parseYuan } from './money';

/**
 * An antd rule for an amount typed in yuan: it must read as exact fen (parseYuan), and `accepts` must take
 * those fen (a range, non-zero); `messages` are the already translated texts of each refusal.
 */
export function yuanRule(
  accepts: (fen: number) => boolean,
  messages: { invalid: string; range: string },
): RuleObject {
  return {
    validator: (_rule, value: unknown) => {
      const fen = typeof value === 'string' ? parseYuan(value) : null;
      if (fen === null) return Promise.reject(new Error(messages.invalid));
      return accepts(fen) ? Promise.resolve() : Promise.reject(new Error(messages.range));
    },
  };
}
