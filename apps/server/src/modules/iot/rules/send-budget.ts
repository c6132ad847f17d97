import type { AppContext } from '../../../app-context';
import type { SendChannel } from '../../../config';
import { sendBudgetRepository } from './send-budget.repository';

const HOUR_MS = 3_600_000;

/** A refused send: when the next hour's budget opens. */
export interface BudgetRefusal {
  channel: SendChannel;
  budget: number;
  retryAfterSeconds: number;
}

/**
 * The hourly send budgets of an account (SEND_BUDGET_*_HOURLY): every SMS number, e-mail address and
 * webhook request a rule action or its test call sends is counted per account and clock hour, so a rule
 * or a script of test calls cannot pump thousands of messages (issue 32 item 5).
 */
export function sendBudget({ db, clock, config }: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  return {
    /** Takes `count` messages of the account's budget on `channel`; a refusal (nothing taken) past it. */
    async take(ownerId: string, channel: SendChannel, count: number): Promise<BudgetRefusal | null> {
      const now = clock.now();
      const hour = now - (now % HOUR_MS);
      const budget = config.sendBudget[channel];
      if (await sendBudgetRepository(db).take({ ownerId, channel, hour }, count, budget)) return null;
      return { channel, budget, retryAfterSeconds: Math.max(1, Math.ceil((hour + HOUR_MS - now) / 1000)) };
    },
  };
}
