import { MESSAGE_TYPES } from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';
import { messagesRepository } from '../../accounts/messages/messages.repository';
import type { LicenceRow } from './licence-view';

// Why a licence ran longer, by the message's text key: the English title, and the sentence before the date.
const EXTENSIONS = {
  autoRenewed: {
    title: 'Licence renewed automatically',
    lead: (licenceNo: string, months: number) =>
      `Licence ${licenceNo} was renewed for free by ${months} months`,
  },
  firstBindBonus: {
    title: 'First bind bonus',
    lead: (licenceNo: string, months: number) =>
      `Your first device bind added ${months} months to licence ${licenceNo}`,
  },
} as const;

/** Tells a licence's owner it now runs `months` longer, until `expiredAt` (a system message). */
export async function tellLicenceExtended(
  trx: Db,
  licence: Pick<LicenceRow, 'userId' | 'licenceNo'>,
  key: keyof typeof EXTENSIONS,
  months: number,
  expiredAt: number,
  now: number,
): Promise<void> {
  const { title, lead } = EXTENSIONS[key];
  const until = new Date(expiredAt).toISOString().slice(0, 10);
  await messagesRepository(trx).insert({
    userId: licence.userId,
    type: MESSAGE_TYPES.system,
    title,
    content: `${lead(licence.licenceNo, months)}; it now runs until ${until} (UTC).`,
    text: { key, params: { months, licenceNo: licence.licenceNo, expiredAt } },
    createdAt: now,
  });
}
