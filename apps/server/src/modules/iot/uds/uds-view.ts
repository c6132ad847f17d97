import {
  dtcHex,
  dtcToSae,
  ecuHex,
  type UdsAction,
  type UdsDtcDataView,
  type UdsErrorCodeView,
  type UdsOutcome,
  type UdsSeverity,
} from '@fleetkey/contract';
import type { UdsErrorCodeRow } from './uds-codes.repository';
import type { UdsDtcDataRow } from './uds-data.repository';
import { nrcName, statusBits } from './uds-response';

/** A catalogue entry as the calls answer it. */
export function toErrorCodeView(row: UdsErrorCodeRow): UdsErrorCodeView {
  return {
    id: row.id,
    code: dtcHex(row.dtc),
    sae: row.sae,
    descriptionZh: row.descriptionZh,
    descriptionEn: row.descriptionEn,
    severity: row.severity as UdsSeverity,
    action: row.action,
    updatedAt: row.updatedAt,
  };
}

/** A DTC as stored in an answer. */
export interface StoredDtc {
  dtc: number;
  status: number;
}

/**
 * The catalogue entry describing a DTC: the exact 3-byte code, else its code without the failure type
 * (a catalogue usually lists P0301, and an ECU reports P0301 with a failure-type byte).
 */
export function entryFor(dtc: number, catalogue: ReadonlyMap<number, UdsErrorCodeRow>) {
  return catalogue.get(dtc) ?? catalogue.get(dtc & 0xffff00);
}

/** An answer as the calls answer it, its DTCs described by the catalogue. */
export function toDtcDataView(
  row: UdsDtcDataRow,
  catalogue: ReadonlyMap<number, UdsErrorCodeRow>,
): UdsDtcDataView {
  // Written only from parsed answers.
  const dtcs = JSON.parse(row.dtcs) as StoredDtc[];
  return {
    id: row.id,
    commandId: row.commandId,
    devid: row.devid,
    channel: row.channel,
    ecu: ecuHex(row.ecu),
    action: row.action as UdsAction,
    request: row.request,
    response: row.response,
    outcome: row.outcome as UdsOutcome,
    availabilityMask: row.availabilityMask,
    dtcs: dtcs.map(({ dtc, status }) => {
      const entry = entryFor(dtc, catalogue);
      return {
        code: dtcHex(dtc),
        sae: dtcToSae(dtc),
        status,
        bits: statusBits(status),
        entry: entry
          ? {
              descriptionZh: entry.descriptionZh,
              descriptionEn: entry.descriptionEn,
              severity: entry.severity as UdsSeverity,
              action: entry.action,
            }
          : null,
      };
    }),
    nrc: row.nrc,
    nrcName: row.nrc === null ? null : nrcName(row.nrc),
    reason: row.reason,
    receivedAt: row.receivedAt,
  };
}
