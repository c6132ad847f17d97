import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/kysely';
import { ledgerMatches } from './ledger';

/**
 * Checks the funds ledger once at start and logs, as an error naming them, the accounts whose balance or
 * frozen amount disagrees with their entries and refunds. It never stops the start: a disagreement is for
 * an operator to investigate, and refusing to serve would not repair it.
 */
export async function checkLedgerAtStart(db: Db, log: FastifyBaseLogger): Promise<void> {
  try {
    const { matches, mismatches } = await ledgerMatches(db);
    if (!matches) {
      log.error(
        { mismatches },
        `funds ledger: ${mismatches.length} account(s) disagree with their entries: ${mismatches.map((m) => m.ownerId).join(', ')}`,
      );
    }
  } catch (error) {
    log.error({ err: error }, 'funds ledger: the start-up consistency check failed');
  }
}
