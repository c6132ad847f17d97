import { durationMonths, LICENCE_TYPES, MESSAGE_TYPES } from '@fleetkey/contract';
import type { NewMessage } from '../messages/messages.repository';
import { readPayload, type ApplymentRow } from './applyment-view';

const months = (duration: number | null) =>
  `${(duration === null ? undefined : durationMonths(duration)) ?? '?'} months`;

/** An application in words, from what it stored (worded as its "received" message was). */
export function applicationSummary(
  application: Pick<ApplymentRow, 'type' | 'payload' | 'edition' | 'duration'>,
): string {
  const payload = readPayload(application.payload);
  const field = (key: string) => {
    const value = payload[key];
    return typeof value === 'string' ? value : '?';
  };
  switch (application.type) {
    case LICENCE_TYPES.newLicence:
      return `a new licence "${field('name')}" (edition ${String(application.edition)}, ${months(application.duration)})`;
    case LICENCE_TYPES.renew:
      return `a renewal of licence ${field('licenceNo')} by ${months(application.duration)}`;
    case LICENCE_TYPES.unbind:
      return `unbinding licence ${field('licenceNo')} from device ${field('deviceId')}`;
    default:
      return 'an audit of the company information';
  }
}

/**
 * The applicant's system message about a decision: what was asked, passed or rejected, what changed
 * (`change`, for a pass) and the administrator's remark when there is one.
 */
export function decisionMessage(application: ApplymentRow, change: string | null, now: number): NewMessage {
  const asked = `Your request for ${applicationSummary(application)}`;
  const outcome =
    change === null ? `${asked} was rejected; nothing was changed.` : `${asked} was approved: ${change}.`;
  const remark = application.examinRemark ? ` Remark: ${application.examinRemark}` : '';
  return {
    userId: application.userId,
    type: MESSAGE_TYPES.system,
    title: change === null ? 'Application rejected' : 'Application approved',
    content: `${outcome}${remark}`,
    createdAt: now,
  };
}
