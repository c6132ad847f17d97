import {
  dtcToSae,
  ecuHex,
  type UdsChannelView,
  type UdsErrorCodeBody,
  type UdsErrorCodeListQuery,
  type UdsErrorCodePage,
  type UdsErrorCodeView,
  VALIDATION_MESSAGES as M,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { isForeignKeyViolation, isUniqueViolation } from '../../../db/engine';
import { AppError } from '../../../platform/errors/app-error';
import { fieldError } from '../devices/field-error';
import { udsCodesRepository } from './uds-codes.repository';
import { toErrorCodeView } from './uds-view';
import { pageOfViews } from '../../../db/paging';

/** A main account's DTC catalogue and which codes each channel/ECU reports (/uds/errorCode, /uds/channel/errorCode). */
export function udsCodesService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const codes = udsCodesRepository(db);
  const taken = (error: unknown, dtc: number): never => {
    if (isUniqueViolation(error)) throw AppError.of('UDS_ERROR_CODE_EXISTS', { code: dtcToSae(dtc) });
    throw error;
  };

  return {
    async list(userId: string, query: UdsErrorCodeListQuery): Promise<UdsErrorCodePage> {
      const page = await codes.list(userId, query);
      return pageOfViews(page, toErrorCodeView);
    },

    /** Adds an entry; 409 UDS_ERROR_CODE_EXISTS when the catalogue has the code. */
    async create(userId: string, body: UdsErrorCodeBody): Promise<UdsErrorCodeView> {
      const now = clock.now();
      const row = { id: randomUUID(), userId, ...fieldsOf(body), createdAt: now, updatedAt: now };
      await codes.insert([row]).catch((error: unknown) => taken(error, body.code));
      return toErrorCodeView(row);
    },

    async update(userId: string, id: string, body: UdsErrorCodeBody): Promise<UdsErrorCodeView> {
      const changed = await codes
        .update(userId, id, { ...fieldsOf(body), updatedAt: clock.now() })
        .catch((error: unknown) => taken(error, body.code));
      const row = changed ? await codes.find(userId, id) : undefined;
      if (!row) throw AppError.of('NOT_FOUND');
      return toErrorCodeView(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await codes.remove(userId, id))) throw AppError.of('NOT_FOUND');
    },

    async channel(userId: string, channel: string, ecu: number): Promise<UdsChannelView> {
      const rows = await codes.channelCodes(userId, channel, ecu);
      return { channel, ecu: ecuHex(ecu), codes: rows.map(toErrorCodeView) };
    },

    /** Sets the codes a channel/ECU reports; each must be in the catalogue (400 naming the first that is not). */
    async setChannel(
      userId: string,
      channel: string,
      ecu: number,
      dtcs: readonly number[],
    ): Promise<UdsChannelView> {
      const unique = [...new Set(dtcs)];
      const known = new Set((await codes.byCodes(userId, unique)).map((row) => row.dtc));
      const missing = unique.findIndex((dtc) => !known.has(dtc));
      if (missing >= 0) throw unknownCode(dtcs.indexOf(unique[missing] ?? 0));
      await db
        .transaction()
        .execute((trx) => udsCodesRepository(trx).setChannelCodes(userId, channel, ecu, unique))
        .catch((error: unknown) => {
          // A code deleted between the check and the write.
          if (isForeignKeyViolation(error)) throw unknownCode(0);
          throw error;
        });
      return this.channel(userId, channel, ecu);
    },

    async clearChannel(userId: string, channel: string, ecu: number): Promise<void> {
      await codes.setChannelCodes(userId, channel, ecu, []);
    },
  };
}

/** The stored fields of a catalogue entry. */
export function fieldsOf(body: UdsErrorCodeBody) {
  return {
    dtc: body.code,
    sae: dtcToSae(body.code),
    descriptionZh: body.descriptionZh,
    descriptionEn: body.descriptionEn,
    severity: body.severity,
    action: body.action,
  };
}

const unknownCode = (index: number): AppError => fieldError('body', `codes.${index}`, M.udsCodeUnknown);
