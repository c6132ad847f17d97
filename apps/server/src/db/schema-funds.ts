// Tables of the IoT funds account (migration 037-funds), kept apart from schema.ts so that the modules
// built on the ledger (usage bills) add their tables without touching these. Money is integer minor units.

/** One funds account per main account; `balance` is the sum of its ledger entries. */
export interface FundAccountsTable {
  ownerId: string;
  /** 'active' or 'closed' (an account without a row is unopened). */
  state: string;
  balance: number;
  /** Held by pending refund requests. */
  frozen: number;
  creditLimit: number;
  payPasswordHash: string;
  payPasswordFailures: number;
  payPasswordLockedUntil: number | null;
  timeZone: string;
  openedAt: number;
  updatedAt: number;
}

/** An immutable ledger entry. */
export interface FundEntriesTable {
  id: string;
  ownerId: string;
  type: string;
  amount: number;
  balanceAfter: number;
  reference: string | null;
  note: string;
  /** Unique per owner: the same booking twice lands once. */
  idempotencyKey: string;
  /** What was booked under the key, to tell a retry from a different booking reusing it. */
  requestDigest: string;
  createdAt: number;
}

/** A pay order: an account recharge or a licence renewal, paid by transfer or through the gateway. */
export interface PayOrdersTable {
  id: string;
  ownerId: string;
  orderType: string;
  payType: string;
  tradeType: string;
  amount: number;
  currency: string;
  state: string;
  invoice: string;
  note: string;
  payUrl: string | null;
  gatewayTxn: string | null;
  billingOrderId: string | null;
  /** Who settled it: an administrator's name, or 'gateway'. */
  settledBy: string | null;
  createdAt: number;
  settledAt: number | null;
}

/** A refund request; a pending one holds its amount in the account's `frozen`. */
export interface RefundsTable {
  id: string;
  ownerId: string;
  amount: number;
  reason: string;
  state: string;
  decisionNote: string;
  decidedBy: string | null;
  createdAt: number;
  decidedAt: number | null;
}

/** What a money-moving call made under its Idempotency-Key, so that a retry answers it instead of making another. */
export interface FundRequestsTable {
  ownerId: string;
  idempotencyKey: string;
  operation: string;
  requestDigest: string;
  /** The pay order or refund request it made. */
  resultId: string;
  createdAt: number;
}

/** A gateway payment that could not be booked, kept for an administrator to settle (migration 041). */
export interface PaymentsToSettleTable {
  id: string;
  /** The gateway's transaction id: one row per payment, however often it is reported. */
  txnId: string;
  orderId: string;
  ownerId: string | null;
  amount: number;
  currency: string;
  /** Why it was not booked: a PaymentToSettleReason. */
  reason: string;
  receivedAt: number;
  settledBy: string | null;
  settledAt: number | null;
  note: string;
}

/** The funds tables, part of the Database. */
export interface FundsDatabase {
  fundAccounts: FundAccountsTable;
  fundEntries: FundEntriesTable;
  payOrders: PayOrdersTable;
  refunds: RefundsTable;
  fundRequests: FundRequestsTable;
  paymentsToSettle: PaymentsToSettleTable;
}
