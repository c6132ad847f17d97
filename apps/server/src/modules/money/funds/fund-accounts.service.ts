import {
  FUND_CURRENCY,
  STATISTIC_DEFAULT_TIME_ZONE,
  type FundAccountOpen,
  type FundAccountView,
  type FundCodeMedium,
  type FundPasswordChange,
  type Language,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { isUniqueViolation } from '../../../db/engine';
import type { Db } from '../../../db/kysely';
import { AppError } from '../../../platform/errors/app-error';
import { hashPassword } from '../../accounts/auth/passwords';
import { codesService } from '../../accounts/codes/codes.service';
import { fundAccountsRepository } from './fund-accounts.repository';
import { bookEntry } from './ledger';
import { ledgerRepository, type FundAccountRow } from './ledger.repository';
import { checkPayPassword } from './pay-password';

// Month closes happen in the account's zone; the home market's zone unless the opener names another.
const DEFAULT_TIME_ZONE = STATISTIC_DEFAULT_TIME_ZONE;

/** Who asks for a code and from where (the code budgets count per address). */
export interface CodeRequester {
  userId: string;
  address: string;
  language: Language | undefined;
}

/** The funds account of a main account: its view, opening, payment password and closing. */
export function fundAccountsService(context: AppContext) {
  const { db, clock, config } = context;
  const accounts = fundAccountsRepository(db);

  /** The open account, or 409 FUND_ACCOUNT_NOT_OPEN. */
  async function openAccount(ownerId: string): Promise<FundAccountRow> {
    const account = await accounts.find(ownerId);
    if (!account || account.state !== 'active') throw AppError.of('FUND_ACCOUNT_NOT_OPEN');
    return account;
  }

  /** The main account's address for a payment-password code; 404 when the name is not the main account's. */
  async function codeReceiver(ownerId: string, username: string, medium: FundCodeMedium): Promise<string> {
    const owner = await accounts.owner(ownerId);
    const receiver = medium === 'mobile' ? owner?.mobile : owner?.email;
    if (!owner || owner.username !== username || !receiver) throw AppError.of('ACCOUNT_NOT_FOUND');
    return receiver;
  }

  /** The account as its holder reads it; an account never opened reads as `unopened`, all zero. */
  async function view(ownerId: string): Promise<FundAccountView> {
    const account = await accounts.find(ownerId);
    // Accounts never opened are billed too (their bills wait for an account): what they owe shows here.
    const unpaidBills = await accounts.unpaidBills(ownerId);
    if (!account || account.state !== 'active') {
      return {
        state: account ? 'closed' : 'unopened',
        currency: FUND_CURRENCY,
        balance: account?.balance ?? 0,
        frozen: account?.frozen ?? 0,
        available: account ? account.balance - account.frozen : 0,
        creditLimit: account?.creditLimit ?? 0,
        refundable: 0,
        unpaidBills,
        timeZone: account?.timeZone ?? DEFAULT_TIME_ZONE,
        payPasswordLockedUntil: null,
        openedAt: null,
      };
    }
    const totals = await accounts.refundTotals(ownerId);
    const available = account.balance - account.frozen;
    const now = clock.now();
    return {
      state: 'active',
      currency: FUND_CURRENCY,
      balance: account.balance,
      frozen: account.frozen,
      available,
      creditLimit: account.creditLimit,
      // Only recharged money goes back, and never more than is there (usage may have spent it).
      refundable: Math.max(0, Math.min(totals.recharged - totals.refunded - totals.pending, available)),
      unpaidBills,
      timeZone: account.timeZone,
      payPasswordLockedUntil:
        account.payPasswordLockedUntil !== null && account.payPasswordLockedUntil > now
          ? account.payPasswordLockedUntil
          : null,
      openedAt: account.openedAt,
    };
  }

  return {
    openAccount,

    view,

    /**
     * Opens the account (or opens a closed one again) with a payment password hashed like account
     * passwords. The configured opening balance is granted once per account, ever: its ledger key is fixed,
     * so closing and opening again grants nothing more. 409 FUND_ACCOUNT_OPEN when it is open already.
     */
    async open(ownerId: string, input: FundAccountOpen): Promise<FundAccountView> {
      const payPasswordHash = await hashPassword(input.payPassword);
      const now = clock.now();
      const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
      try {
        await db.transaction().execute(async (trx: Db) => {
          const stored = fundAccountsRepository(trx);
          const existing = await stored.find(ownerId);
          if (existing && !(await stored.reopen(ownerId, { payPasswordHash, timeZone, now }))) {
            throw AppError.of('FUND_ACCOUNT_OPEN');
          }
          if (!existing) {
            await stored.insert({
              ownerId,
              state: 'active',
              balance: 0,
              frozen: 0,
              creditLimit: 0,
              payPasswordHash,
              payPasswordFailures: 0,
              payPasswordLockedUntil: null,
              timeZone,
              openedAt: now,
              updatedAt: now,
            });
          }
          const grant = config.funds.accountBalanceDefault;
          if (grant > 0 && !existing) {
            await bookEntry(trx, {
              ownerId,
              type: 'grant',
              amount: grant,
              reference: null,
              note: 'accountBalanceDefault',
              key: 'grant',
              at: now,
            });
          }
        });
      } catch (error) {
        // Two first openings at once: the second insert meets the first's row.
        if (isUniqueViolation(error)) throw AppError.of('FUND_ACCOUNT_OPEN');
        throw error;
      }
      return view(ownerId);
    },

    /** Sends a payment-password code to the main account's mobile or e-mail, under the code rules. */
    async sendCode(
      ownerId: string,
      query: { username: string; type: FundCodeMedium },
      requester: CodeRequester,
    ): Promise<void> {
      await openAccount(ownerId);
      const receiver = await codeReceiver(ownerId, query.username, query.type);
      await codesService(context).request({
        channel: query.type === 'mobile' ? 'sms' : 'email',
        receiver,
        purpose: 'payPasswordCode',
        callerId: requester.userId,
        address: requester.address,
        language: requester.language,
      });
    },

    /** Sets a new payment password with the code sent to the main account; this also lifts a lock. */
    async changePassword(ownerId: string, input: FundPasswordChange): Promise<FundAccountView> {
      await openAccount(ownerId);
      const owner = await accounts.owner(ownerId);
      const receiver = input.type === 'mobile' ? owner?.mobile : owner?.email;
      if (!receiver) throw AppError.of('CODE_MISSING');
      await codesService(context).verify({
        receiver,
        purpose: 'payPasswordCode',
        code: input.code,
        consume: true,
      });
      await accounts.setPayPassword(ownerId, await hashPassword(input.payPassword), clock.now());
      return view(ownerId);
    },

    /**
     * Closes the account with its payment password: only with nothing in it (zero balance, nothing frozen)
     * and nothing under way (no pending pay order or refund request), else 409 FUND_ACCOUNT_NOT_EMPTY.
     */
    async close(ownerId: string, payPassword: string): Promise<FundAccountView> {
      await checkPayPassword(db, clock, await openAccount(ownerId), payPassword);
      await db.transaction().execute(async (trx: Db) => {
        // Locked so that no booking, order or refund lands between the checks and the close.
        const account = await ledgerRepository(trx).lock(ownerId);
        if (!account || account.state !== 'active') throw AppError.of('FUND_ACCOUNT_NOT_OPEN');
        const open = await fundAccountsRepository(trx).openItems(ownerId);
        if (
          account.balance !== 0 ||
          account.frozen !== 0 ||
          open.pendingOrders > 0 ||
          open.pendingRefunds > 0
        ) {
          throw AppError.of('FUND_ACCOUNT_NOT_EMPTY', { balance: account.balance, ...open });
        }
        await fundAccountsRepository(trx).close(ownerId, clock.now());
      });
      return view(ownerId);
    },
  };
}
