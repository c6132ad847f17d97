import {
  APPLY_DURATIONS,
  durationMonths,
  EDITIONS,
  MESSAGE_TYPES,
  VALIDATION_MESSAGES,
  type ApplyData,
  type ApplymentCreate,
  type ApplymentState,
  type ApplymentView,
  type ListResult,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { isUniqueViolation } from '../../../db/engine';
import type { Db } from '../../../db/kysely';
import type { ListWindow } from '../../../db/paging';
import { AppError } from '../../../platform/errors/app-error';
import { lockAccount } from '../licences/account-lock.repository';
import type { LicenceActor } from '../licences/licences.service';
import { messagesRepository } from '../../accounts/messages/messages.repository';
import { userLogsRepository } from '../../accounts/user-logs/user-logs.repository';
import { usersRepository } from '../../accounts/users/users.repository';
import { planApplication } from './application-plan';
import { requestInEnglish, requestValues } from './application-texts';
import { applymentToView, type ApplymentRow } from './applyment-view';
import { applymentsRepository } from './applyments.repository';
import { syncLicenceStatus } from './licence-status.repository';

/**
 * The users' applications: new licence, renewal, unbind, company-info audit. Each write locks the
 * applicant's account first, so one user's applications never interleave; an administrator's decision
 * (issue 5) is then one transaction: set the state, clear pendingKey, apply the effect, syncLicenceStatus.
 */
export function applymentsService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const applyments = applymentsRepository(db);

  // Runs a write with the applicant's account locked for its whole transaction.
  const asApplicant = <T>(userId: string, write: (trx: Db) => Promise<T>): Promise<T> =>
    db.transaction().execute(async (trx) => {
      if (!(await lockAccount(trx, userId))) throw AppError.of('UNAUTHORIZED');
      return write(trx);
    });

  async function own(applyId: string, userId: string): Promise<ApplymentRow> {
    const row = await applyments.findOwn(applyId, userId);
    if (!row) throw AppError.of('NOT_FOUND');
    return row;
  }

  // Why a write that matched no pending application of the user did not happen (read in its transaction).
  async function refusal(trx: Db, applyId: string, userId: string): Promise<AppError> {
    const row = await applymentsRepository(trx).findOwn(applyId, userId);
    if (!row) return AppError.of('NOT_FOUND');
    if (row.state !== 'pending') return AppError.of('APPLICATION_DECIDED');
    return AppError.of('VALIDATION_FAILED', {
      fields: [{ path: 'applyId', message: VALIDATION_MESSAGES.invalidOption }],
    });
  }

  return {
    /** Files an application, leaves a "received" message and a log entry, and marks its licence's status. */
    async create({ userId, ip }: LicenceActor, request: ApplymentCreate): Promise<ApplymentView> {
      const now = clock.now();
      const id = randomUUID();
      try {
        await asApplicant(userId, async (trx) => {
          const plan = await planApplication(trx, userId, request);
          const repository = applymentsRepository(trx);
          // A clean answer in the common case; the unique pendingKey still decides any race.
          if (await repository.pendingKeyTaken(plan.pendingKey)) throw AppError.of('APPLICATION_PENDING');
          await repository.insert({
            id,
            userId,
            licenceId: plan.licenceId,
            type: request.type,
            duration: plan.duration,
            edition: plan.edition,
            payload: JSON.stringify(plan.payload),
            state: 'pending',
            pendingKey: plan.pendingKey,
            createdAt: now,
            updatedAt: now,
            examinedAt: null,
            examinerId: null,
            examinerName: null,
            examinRemark: null,
          });
          if (plan.licenceId) await syncLicenceStatus(trx, plan.licenceId, now);
          const asked = requestValues({ ...plan, type: request.type });
          const summary = requestInEnglish(asked);
          await messagesRepository(trx).insert({
            userId,
            type: MESSAGE_TYPES.system,
            title: 'Application received',
            content: `We received your request for ${summary}. You will get a message once it is decided.`,
            text: { key: 'applicationReceived', params: asked },
            createdAt: now,
          });
          await userLogsRepository(trx).insert({
            userId,
            ip,
            content: `applied for ${summary}`,
            text: { key: 'appliedFor', params: asked },
            createdAt: now,
          });
        });
      } catch (error) {
        // On PostgreSQL the violation aborts the transaction, so it is turned into an answer out here.
        if (isUniqueViolation(error)) throw AppError.of('APPLICATION_PENDING');
        throw error;
      }
      return applymentToView(await own(id, userId));
    },

    async list(
      userId: string,
      window: ListWindow & { state?: ApplymentState | undefined },
    ): Promise<ListResult<ApplymentView> & { count?: number }> {
      const page = await applyments.list(userId, window);
      return { ...page, result: page.result.map(applymentToView) };
    },

    /** Changes the duration of the user's own pending renewal or new-licence request. */
    async changeDuration(
      { userId, ip }: LicenceActor,
      applyId: string,
      duration: number,
    ): Promise<ApplymentView> {
      const now = clock.now();
      await asApplicant(userId, async (trx) => {
        if (!(await applymentsRepository(trx).setPendingDuration(applyId, userId, duration, now)))
          throw await refusal(trx, applyId, userId);
        await userLogsRepository(trx).insert({
          userId,
          ip,
          content: `changed the duration of application ${applyId} to code ${duration}`,
          text: {
            key: 'changedApplicationDuration',
            params: { applyId, months: durationMonths(duration) ?? 'unknown' },
          },
          createdAt: now,
        });
      });
      return applymentToView(await own(applyId, userId));
    },

    /** Withdraws the user's own pending application; its licence's status follows. */
    async withdraw({ userId, ip }: LicenceActor, applyId: string): Promise<void> {
      const now = clock.now();
      await asApplicant(userId, async (trx) => {
        const removed = await applymentsRepository(trx).deletePending(applyId, userId);
        if (!removed) throw await refusal(trx, applyId, userId);
        if (removed.licenceId) await syncLicenceStatus(trx, removed.licenceId, now);
        await userLogsRepository(trx).insert({
          userId,
          ip,
          content: `withdrew application ${applyId}`,
          text: { key: 'withdrewApplication', params: { applyId } },
          createdAt: now,
        });
      });
    },

    /** What the apply dialog offers, the user's level and how many new-licence requests are pending. */
    async applyData(userId: string): Promise<ApplyData> {
      const user = await usersRepository(db).findById(userId);
      if (!user) throw AppError.of('UNAUTHORIZED');
      return {
        durations: [...APPLY_DURATIONS],
        editions: Object.values(EDITIONS),
        pendingNewLicences: await applyments.countPendingNewLicences(userId),
        level: user.level,
      };
    },
  };
}
