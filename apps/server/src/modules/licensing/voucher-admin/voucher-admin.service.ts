import {
  batchExtension,
  COUPON_EXPORT_MAX,
  type CouponAdminFilter,
  type CouponAdminView,
  type CouponBatchCreate,
  type CouponBatchView,
  type CouponRecipients,
  type ListResult,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import type { ListPage, ListWindow } from '../../../db/paging';
import { AppError } from '../../../platform/errors/app-error';
import { withOplog, type OplogActor } from '../../../platform/oplog/oplog';
import { resolveRecipients, type Recipients } from '../pushes/recipients';
import { oplogText } from '../../site/oplogs/oplog-texts';
import { adminCardToView } from './admin-card-view';
import { adminCardsRepository } from './admin-cards.repository';
import { sendCardMessages } from './card-messages';
import { couponBatchesRepository, type BatchFilter } from './coupon-batches.repository';

const DAY_MS = 86_400_000;

// The schema lets exactly one of the two through.
const asRecipients = (body: CouponRecipients): Recipients =>
  body.mobiles ? { mobiles: body.mobiles } : { userIds: body.userIds ?? [] };

/** Gift and card vouchers: batches of cards, issuing them to users, and every card by status. */
export function voucherAdminService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const batches = couponBatchesRepository(db);

  async function found(id: string): Promise<CouponBatchView> {
    const batch = await batches.find(id);
    if (!batch) throw AppError.of('NOT_FOUND');
    return batch;
  }

  return {
    listBatches: (query: ListWindow & BatchFilter): Promise<ListPage<CouponBatchView>> => batches.list(query),

    /**
     * Makes the batch's cards, unissued; with recipients, one card each is issued at once and its user
     * gets a message. All in one transaction: the batch, its cards, their messages and the log, or nothing.
     */
    async createBatch(actor: OplogActor, body: CouponBatchCreate): Promise<CouponBatchView> {
      const recipients = body.recipients ? await resolveRecipients(db, asRecipients(body.recipients)) : [];
      if (recipients.length > body.count) {
        throw AppError.of('COUPON_BATCH_SHORT', { available: body.count, requested: recipients.length });
      }
      const id = randomUUID();
      const now = clock.now();
      const extension = batchExtension(body.type, body.extension);
      const validUntil = now + body.validityDays * DAY_MS;
      const card = (userId: string | null) => ({
        id: randomUUID(),
        userId,
        type: body.type,
        extensionUnit: extension.unit,
        extensionCount: extension.count,
        validityDays: body.validityDays,
        // An unissued card's validity is set again when it is issued.
        validUntil,
        source: 'admin',
        batchId: id,
        issuedAt: userId === null ? null : now,
        usedAt: null,
        usedLicenceId: null,
        createdAt: now,
      });
      const text = oplogText('createdCardBatch', {
        count: body.count,
        cardType: body.type,
        validityDays: body.validityDays,
        issued: recipients.length,
      });
      await withOplog(db, clock, actor, text, async (trx) => {
        await couponBatchesRepository(trx).insert({
          id,
          type: body.type,
          validityDays: body.validityDays,
          extensionUnit: extension.unit,
          extensionCount: extension.count,
          count: body.count,
          issuedCount: recipients.length,
          remark: body.remark ?? '',
          adminId: actor.adminId,
          adminName: actor.adminName,
          createdAt: now,
        });
        const cards = Array.from({ length: body.count }, (_, index) => card(recipients[index] ?? null));
        await adminCardsRepository(trx).insertMany(cards);
        await sendCardMessages(trx, recipients, { type: body.type, extension, validUntil }, now);
      });
      return found(id);
    },

    /** Issues one unissued card of the batch to each recipient; 409 and nothing issued when too few are left. */
    async issue(actor: OplogActor, batchId: string, body: CouponRecipients): Promise<CouponBatchView> {
      const batch = await found(batchId);
      const recipients = await resolveRecipients(db, asRecipients(body));
      const text = oplogText('issuedCards', { count: recipients.length, cardType: batch.type, batchId });
      await withOplog(db, clock, actor, text, async (trx) => {
        const cards = adminCardsRepository(trx);
        const available = await cards.unissued(batchId, recipients.length);
        const short = () =>
          AppError.of('COUPON_BATCH_SHORT', { available: available.length, requested: recipients.length });
        if (available.length < recipients.length) throw short();
        const now = clock.now();
        const validUntil = now + batch.validityDays * DAY_MS;
        for (const [index, userId] of recipients.entries()) {
          // A card another issue took meanwhile: refuse the whole issue rather than give fewer cards.
          if (!(await cards.issue(available[index] ?? '', userId, now, validUntil))) throw short();
        }
        await couponBatchesRepository(trx).addIssued(batchId, recipients.length);
        await sendCardMessages(
          trx,
          recipients,
          { type: batch.type, extension: batch.extension, validUntil },
          now,
        );
      });
      return found(batchId);
    },

    async listCards(query: ListWindow & CouponAdminFilter): Promise<ListResult<CouponAdminView>> {
      const now = clock.now();
      const page = await adminCardsRepository(db).list(query, now);
      return { ...page, result: page.result.map((card) => adminCardToView(card, now)) };
    },

    /** The cards the list would show, all pages of it (at most COUPON_EXPORT_MAX). */
    async exportCards(query: CouponAdminFilter): Promise<CouponAdminView[]> {
      const now = clock.now();
      const cards = await adminCardsRepository(db).all(query, now, COUPON_EXPORT_MAX);
      return cards.map((card) => adminCardToView(card, now));
    },
  };
}
