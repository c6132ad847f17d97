import type { ApplymentView, LicenceType } from '@fleetkey/contract';
import type { Selectable } from 'kysely';
import type { ApplymentsTable } from '../../../db/schema';

/** A stored application row. */
export type ApplymentRow = Selectable<ApplymentsTable>;

/** An application as its applicant reads it. */
export function applymentToView(row: ApplymentRow): ApplymentView {
  return {
    id: row.id,
    // Only contract types are ever written (applymentCreateSchema guards the input).
    type: row.type as LicenceType,
    licenceId: row.licenceId,
    duration: row.duration,
    edition: row.edition,
    payload: readPayload(row.payload),
    state: row.state,
    createdAt: row.createdAt,
    examinedAt: row.examinedAt,
    examinRemark: row.examinRemark,
  };
}

/** An application's stored payload; written only by this module, from validated requests, as a JSON object. */
export function readPayload(json: string): Record<string, unknown> {
  const value: unknown = JSON.parse(json);
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}
