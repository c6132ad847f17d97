import {
  REVIEW_EXPORT_MAX,
  type ReviewDecision,
  type ReviewExportQuery,
  type ReviewListQuery,
  type ReviewRecord,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import type { Db } from '../../../db/kysely';
import type { ListPage } from '../../../db/paging';
import { AppError } from '../../../platform/errors/app-error';
import { withOplog, type OplogActor } from '../../../platform/oplog/oplog';
import { lockAccount } from '../licences/account-lock.repository';
import { messagesRepository } from '../../accounts/messages/messages.repository';
import { oplogText } from '../../site/oplogs/oplog-texts';
import { applyPassedApplication } from './decision-effects';
import { decisionMessage, storedRequest } from './decision-message';
import { decisionRepository } from './decision.repository';
import { syncLicenceStatus } from './licence-status.repository';
import { reviewRowToRecord } from './review-record';
import { reviewRepository } from './review.repository';

/**
 * The administrators' review of applications: the pending and examined lists, their export, and the
 * decision — one transaction that locks the applicant's account, moves the application out of pending
 * (once), carries out a pass, keeps the licence's status in step, messages the applicant and records the
 * operation log entry.
 */
export function reviewService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const reviews = reviewRepository(db);

  async function record(id: string): Promise<ReviewRecord> {
    const row = await reviews.find(id);
    if (!row) throw AppError.of('NOT_FOUND');
    return reviewRowToRecord(row);
  }

  // Why a decision matched no pending application (read in its transaction).
  async function refusal(trx: Db, applyId: string): Promise<AppError> {
    return (await decisionRepository(trx).exists(applyId))
      ? AppError.of('APPLICATION_DECIDED')
      : AppError.of('NOT_FOUND');
  }

  return {
    async list(query: ReviewListQuery): Promise<ListPage<ReviewRecord>> {
      const page = await reviews.list(query);
      return { ...page, result: page.result.map(reviewRowToRecord) };
    },

    /** The records the export holds: the list's filters and order, at most REVIEW_EXPORT_MAX. */
    async exportRecords(query: ReviewExportQuery): Promise<ReviewRecord[]> {
      return (await reviews.all(query, REVIEW_EXPORT_MAX)).map(reviewRowToRecord);
    },

    /** Passes or denies a pending application; answers its examination record. */
    async decide(actor: OplogActor, applyId: string, decision: ReviewDecision): Promise<ReviewRecord> {
      const application = await reviews.find(applyId);
      if (!application) throw AppError.of('NOT_FOUND');
      const decided = decision.result === 'passed' ? 'passedApplication' : 'deniedApplication';
      const text = oplogText(decided, {
        applyId,
        username: application.username,
        ...storedRequest(application),
      });
      await withOplog(db, clock, actor, text, async (trx) => {
        const now = clock.now();
        // The applicant's own writes (withdrawing, changing the duration, binding) wait for this one.
        await lockAccount(trx, application.applicantId);
        const decided = await decisionRepository(trx).decide(
          applyId,
          {
            result: decision.result,
            examinerId: actor.adminId,
            examinerName: actor.adminName,
            remark: decision.remark || null,
          },
          now,
        );
        if (!decided) throw await refusal(trx, applyId);
        const change = decision.result === 'passed' ? await applyPassedApplication(trx, decided, now) : null;
        if (decided.licenceId) await syncLicenceStatus(trx, decided.licenceId, now);
        await messagesRepository(trx).insert(decisionMessage(decided, change, now));
      });
      return record(applyId);
    },
  };
}
