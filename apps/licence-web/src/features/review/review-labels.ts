import type { ApplicationResult, ReviewRecord } from '@fleetkey/contract';

// How examination records read on screen: i18n keys and antd tag colours.

/** Tag colour of each decision. */
export const RESULT_COLORS: Record<ApplicationResult, string> = { passed: 'green', rejected: 'red' };

/** i18n key of an application type (unbind, renewal, new licence, company information review). */
export function applyTypeKey(type: number): string {
  return `licences.applyTypes.${type}`;
}

/** A text field the applicant sent (licence name, device, enterprise fields), or '' when absent. */
export function payloadText(payload: Record<string, unknown>, field: string): string {
  const value = payload[field];
  return typeof value === 'string' ? value : '';
}

/** The enterprise information a company-info audit submitted ({} for other applications). */
export function submittedEnterprise(record: ReviewRecord): Record<string, unknown> {
  const { enterprise } = record.payload;
  return typeof enterprise === 'object' && enterprise !== null ? (enterprise as Record<string, unknown>) : {};
}

/** The applicant as one line: name (user name). */
export function applicantLabel(record: ReviewRecord): string {
  const { name, username } = record.applicant;
  return name ? `${name} (${username})` : username;
}
