import { durationMonths, EDITIONS, LICENCE_TYPES } from '@fleetkey/contract';

// An application's texts name what was asked for and, once passed, what changed: as values (the kinds
// of contract SERVER_TEXT_PARTS, which a console words in the reader's language) and in English.

/** A period in months as the consoles' duration labels key it; 'unknown' for a code outside the table. */
type Months = number | 'unknown';

/** What an application asked for, as the values of its messages and log entry. */
export type RequestValues =
  | { request: 'newLicence'; name: string; edition: string; months: Months }
  | { request: 'renew'; licenceNo: string; months: Months }
  | { request: 'unbind'; licenceNo: string; deviceId: string }
  | { request: 'companyInfo' };

/** What a passed application changed, as the values of its decision message; moments are epoch ms. */
export type ChangeValues =
  | { change: 'issued'; licenceNo: string; expiredAt: number }
  | { change: 'renewed'; licenceNo: string; expiredAt: number }
  | { change: 'unbound'; licenceNo: string; deviceId: string; unbindsLeft: number }
  | { change: 'companyApproved' }
  | {
      change: 'companyApprovedTrialExtended';
      trialLicenceNo: string;
      trialMonths: number;
      expiredAt: number;
    };

/** An application's type, terms and payload, as planned or as stored (payload parsed). */
export interface AskedFor {
  type: number;
  payload: Record<string, unknown>;
  edition: number | null;
  duration: number | null;
}

const EDITION_NAMES = new Map<number, string>(Object.entries(EDITIONS).map(([name, code]) => [code, name]));

const monthsOf = (duration: number | null): Months =>
  (duration === null ? undefined : durationMonths(duration)) ?? 'unknown';

/** What the application asks for, from its type, terms and payload. */
export function requestValues({ type, payload, edition, duration }: AskedFor): RequestValues {
  const field = (key: string) => {
    const value = payload[key];
    return typeof value === 'string' ? value : '?';
  };
  switch (type) {
    case LICENCE_TYPES.newLicence:
      return {
        request: 'newLicence',
        name: field('name'),
        edition: (edition === null ? undefined : EDITION_NAMES.get(edition)) ?? 'unknown',
        months: monthsOf(duration),
      };
    case LICENCE_TYPES.renew:
      return { request: 'renew', licenceNo: field('licenceNo'), months: monthsOf(duration) };
    case LICENCE_TYPES.unbind:
      return { request: 'unbind', licenceNo: field('licenceNo'), deviceId: field('deviceId') };
    default:
      return { request: 'companyInfo' };
  }
}

const monthsInEnglish = (months: Months) => `${months === 'unknown' ? '?' : months} months`;
const dayInEnglish = (ms: number) => `${new Date(ms).toISOString().slice(0, 10)} (UTC)`;

/** The request in English words (the stored text and the administrators' operation log). */
export function requestInEnglish(values: RequestValues): string {
  switch (values.request) {
    case 'newLicence':
      return `a new licence "${values.name}" (${values.edition} edition, ${monthsInEnglish(values.months)})`;
    case 'renew':
      return `a renewal of licence ${values.licenceNo} by ${monthsInEnglish(values.months)}`;
    case 'unbind':
      return `unbinding licence ${values.licenceNo} from device ${values.deviceId}`;
    case 'companyInfo':
      return 'an audit of the company information';
  }
}

/** The change in English words, for the stored text of the decision message. */
export function changeInEnglish(values: ChangeValues): string {
  switch (values.change) {
    case 'issued':
      return `licence ${values.licenceNo} was issued and runs until ${dayInEnglish(values.expiredAt)}`;
    case 'renewed':
      return `licence ${values.licenceNo} now runs until ${dayInEnglish(values.expiredAt)}`;
    case 'unbound':
      return `licence ${values.licenceNo} was unbound from device ${values.deviceId} (${values.unbindsLeft} unbinds left)`;
    case 'companyApproved':
      return 'your company information was approved';
    case 'companyApprovedTrialExtended':
      return (
        `your company information was approved, and your trial licence ${values.trialLicenceNo} was ` +
        `extended by ${values.trialMonths} months to ${dayInEnglish(values.expiredAt)}`
      );
  }
}
