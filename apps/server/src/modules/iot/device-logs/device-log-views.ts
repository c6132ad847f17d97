import {
  DEVICE_CONNECTION_EVENTS,
  DEVICE_CONNECTION_REASONS,
  DEVICE_REJECTION_REASONS,
  type DeviceConnectionView,
  type DeviceRejectionView,
} from '@fleetkey/contract';
import type { ConnectionRow, RejectionRow } from './device-logs.repository';

// The columns are written only from the contract's enums; a value from a later version that this one does
// not know (nodes of two versions on one database) reads as a fixed fallback rather than failing the list.

const known = <T extends string>(values: readonly T[], stored: string | null): T | undefined =>
  values.find((value) => value === stored);

/** A stored rejection as the list answers it. */
export function toRejectionView(row: RejectionRow): DeviceRejectionView {
  return {
    id: row.id,
    devid: row.devid,
    time: row.time,
    topic: row.topic,
    reason: known(DEVICE_REJECTION_REASONS, row.reason) ?? 'MALFORMED_JSON',
    detail: row.detail,
    payloadHead: row.payloadHead,
  };
}

/** A stored connection log entry as the list answers it. */
export function toConnectionView(row: ConnectionRow): DeviceConnectionView {
  return {
    id: row.id,
    devid: row.devid,
    time: row.time,
    event: known(DEVICE_CONNECTION_EVENTS, row.event) ?? 'connect_refused',
    clientId: row.clientId,
    remoteAddress: row.remoteAddress,
    reason: known(DEVICE_CONNECTION_REASONS, row.reason) ?? null,
    detail: row.detail,
  };
}
