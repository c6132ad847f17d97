import { dtcHex, dtcToSae, UDS_STATUS_BITS, type UdsStatusBit } from '@fleetkey/contract';

// Reads the ECU answers of the two UDS services the console uses (ISO 14229-1):
//   ReadDTCInformation 0x19, sub-function 0x02 reportDTCByStatusMask: positive 0x59 0x02 <availability
//   mask> then 4-byte records (DTC high, mid, low, status);
//   ClearDiagnosticInformation 0x14: positive 0x54;
//   any service refused: 0x7F <requested SID> <NRC>.
// Device answers come from the field, so nothing here throws: what cannot be read is a reason.

const READ_DTC_INFORMATION = 0x19;
const REPORT_DTC_BY_STATUS_MASK = 0x02;
const CLEAR_DIAGNOSTIC_INFORMATION = 0x14;
const NEGATIVE_RESPONSE = 0x7f;
// A positive response's SID is the request's plus 0x40.
const POSITIVE_OFFSET = 0x40;

/** Negative response codes by value (ISO 14229-1 table A.1). */
const NRC_NAMES: ReadonlyMap<number, string> = new Map([
  [0x10, 'generalReject'],
  [0x11, 'serviceNotSupported'],
  [0x12, 'subFunctionNotSupported'],
  [0x13, 'incorrectMessageLengthOrInvalidFormat'],
  [0x14, 'responseTooLong'],
  [0x21, 'busyRepeatRequest'],
  [0x22, 'conditionsNotCorrect'],
  [0x24, 'requestSequenceError'],
  [0x25, 'noResponseFromSubnetComponent'],
  [0x26, 'failurePreventsExecutionOfRequestedAction'],
  [0x31, 'requestOutOfRange'],
  [0x33, 'securityAccessDenied'],
  [0x34, 'authenticationRequired'],
  [0x35, 'invalidKey'],
  [0x36, 'exceedNumberOfAttempts'],
  [0x37, 'requiredTimeDelayNotExpired'],
  [0x70, 'uploadDownloadNotAccepted'],
  [0x71, 'transferDataSuspended'],
  [0x72, 'generalProgrammingFailure'],
  [0x73, 'wrongBlockSequenceCounter'],
  [0x78, 'requestCorrectlyReceived-ResponsePending'],
  [0x7e, 'subFunctionNotSupportedInActiveSession'],
  [0x7f, 'serviceNotSupportedInActiveSession'],
  [0x81, 'rpmTooHigh'],
  [0x82, 'rpmTooLow'],
  [0x83, 'engineIsRunning'],
  [0x84, 'engineIsNotRunning'],
  [0x85, 'engineRunTimeTooLow'],
  [0x86, 'temperatureTooHigh'],
  [0x87, 'temperatureTooLow'],
  [0x88, 'vehicleSpeedTooHigh'],
  [0x89, 'vehicleSpeedTooLow'],
  [0x8a, 'throttle/PedalTooHigh'],
  [0x8b, 'throttle/PedalTooLow'],
  [0x8c, 'transmissionRangeNotInNeutral'],
  [0x8d, 'transmissionRangeNotInGear'],
  [0x8f, 'brakeSwitch(es)NotClosed'],
  [0x90, 'shifterLeverNotInPark'],
  [0x91, 'torqueConverterClutchLocked'],
  [0x92, 'voltageTooHigh'],
  [0x93, 'voltageTooLow'],
]);

/** The ISO 14229-1 name of a negative response code; unlisted values by the range the table gives them. */
export function nrcName(nrc: number): string {
  const named = NRC_NAMES.get(nrc);
  if (named) return named;
  if (nrc >= 0x94 && nrc <= 0xef) return 'reservedForSpecificConditionsNotCorrect';
  if (nrc >= 0xf0 && nrc <= 0xfe) return 'vehicleManufacturerSpecificConditionsNotCorrect';
  return 'ISOSAEReserved';
}

/** The status bits set in a DTC status byte, bit 0 first. */
export function statusBits(status: number): UdsStatusBit[] {
  return UDS_STATUS_BITS.filter((_, bit) => (status & (1 << bit)) !== 0);
}

/** One DTC record of a 0x59 0x02 response. */
export interface DtcRecord {
  /** The 3-byte DTC as a number. */
  dtc: number;
  code: string;
  sae: string;
  status: number;
  bits: UdsStatusBit[];
}

/** An ECU answer as read. */
export type UdsResponse =
  | { kind: 'dtcs'; availabilityMask: number; dtcs: DtcRecord[] }
  | { kind: 'cleared' }
  | { kind: 'negative'; service: number; nrc: number; nrcName: string }
  | { kind: 'invalid'; reason: string };

const hexByte = (value: number) => `0x${value.toString(16).toUpperCase().padStart(2, '0')}`;

/** Reads a response given as hex text (spaces allowed) or bytes. */
export function parseUdsResponse(response: string | Uint8Array): UdsResponse {
  let bytes: Uint8Array;
  if (typeof response === 'string') {
    const hex = response.replace(/\s+/g, '');
    if (!/^(?:[0-9a-fA-F]{2})*$/.test(hex)) return { kind: 'invalid', reason: 'response is not hex bytes' };
    bytes = Buffer.from(hex, 'hex');
  } else {
    bytes = response;
  }
  const [sid] = bytes;
  if (sid === undefined) return { kind: 'invalid', reason: 'empty response' };
  switch (sid) {
    case NEGATIVE_RESPONSE: {
      const [, service, nrc] = bytes;
      if (bytes.length !== 3 || service === undefined || nrc === undefined)
        return { kind: 'invalid', reason: `negative response of ${bytes.length} bytes, expected 3` };
      return { kind: 'negative', service, nrc, nrcName: nrcName(nrc) };
    }
    case CLEAR_DIAGNOSTIC_INFORMATION + POSITIVE_OFFSET:
      return bytes.length === 1
        ? { kind: 'cleared' }
        : { kind: 'invalid', reason: `clear confirmation of ${bytes.length} bytes, expected 1` };
    case READ_DTC_INFORMATION + POSITIVE_OFFSET:
      return readDtcs(bytes);
    default:
      return { kind: 'invalid', reason: `unexpected service ${hexByte(sid)}` };
  }
}

function readDtcs(bytes: Uint8Array): UdsResponse {
  const [, subFunction, availabilityMask] = bytes;
  if (subFunction === undefined) return { kind: 'invalid', reason: 'response has no sub-function' };
  if (subFunction !== REPORT_DTC_BY_STATUS_MASK)
    return { kind: 'invalid', reason: `unexpected sub-function ${hexByte(subFunction)}` };
  if (availabilityMask === undefined) return { kind: 'invalid', reason: 'response has no availability mask' };
  const records = bytes.length - 3;
  if (records % 4 !== 0)
    return { kind: 'invalid', reason: `${records} bytes of DTC records, not a multiple of 4` };
  const dtcs: DtcRecord[] = [];
  for (let at = 3; at < bytes.length; at += 4) {
    const dtc = ((bytes[at] ?? 0) << 16) | ((bytes[at + 1] ?? 0) << 8) | (bytes[at + 2] ?? 0);
    const status = bytes[at + 3] ?? 0;
    dtcs.push({ dtc, code: dtcHex(dtc), sae: dtcToSae(dtc), status, bits: statusBits(status) });
  }
  return { kind: 'dtcs', availabilityMask, dtcs };
}

/** ReadDTCInformation reportDTCByStatusMask: `19 02 <mask>`, hex. */
export function readDtcRequest(mask: number): string {
  return `1902${mask.toString(16).toUpperCase().padStart(2, '0')}`;
}

/** ClearDiagnosticInformation of every group of DTCs: `14 FF FF FF`, hex. */
export function clearDtcRequest(): string {
  return '14FFFFFF';
}
