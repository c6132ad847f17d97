import { MESSAGE_TYPES, type ServerTextKey } from '@fleetkey/contract';
import type { NewMessage } from '../../accounts/messages/messages.repository';
import {
  changeInEnglish,
  requestInEnglish,
  requestValues,
  type ChangeValues,
  type RequestValues,
} from './application-texts';
import { readPayload, type ApplymentRow } from './applyment-view';

/** What a stored application asked for (its decision message and operation-log entry name it). */
export function storedRequest(
  application: Pick<ApplymentRow, 'type' | 'payload' | 'edition' | 'duration'>,
): RequestValues {
  return requestValues({ ...application, payload: readPayload(application.payload) });
}

function decisionKey(passed: boolean, remarked: boolean): ServerTextKey {
  if (passed) return remarked ? 'applicationApprovedRemark' : 'applicationApproved';
  return remarked ? 'applicationRejectedRemark' : 'applicationRejected';
}

/**
 * The applicant's system message about a decision: what was asked, passed or rejected, what changed
 * (`change`, for a pass) and the administrator's remark when there is one.
 */
export function decisionMessage(
  application: ApplymentRow,
  change: ChangeValues | null,
  now: number,
): NewMessage {
  const request = storedRequest(application);
  const asked = `Your request for ${requestInEnglish(request)}`;
  const outcome =
    change === null
      ? `${asked} was rejected; nothing was changed.`
      : `${asked} was approved: ${changeInEnglish(change)}.`;
  const remark = application.examinRemark;
  return {
    userId: application.userId,
    type: MESSAGE_TYPES.system,
    title: change === null ? 'Application rejected' : 'Application approved',
    content: remark ? `${outcome} Remark: ${remark}` : outcome,
    text: {
      key: decisionKey(change !== null, Boolean(remark)),
      // A change names the licence as it is now, so its values win over the request's.
      params: { ...request, ...change, ...(remark ? { remark } : {}) },
    },
    createdAt: now,
  };
}
