import { CAN_STANDARD_ID_MAX } from '@fleetkey/contract';

// CAN identifiers as DBC files write them and as SAE J1939 reads them.

/** Bit 31 of a DBC message id marks a 29-bit (extended) id. */
const DBC_EXTENDED_FLAG = 0x80000000;
const EXTENDED_MASK = 0x1fffffff;

/**
 * The bus id and frame format of a DBC message id. Bit 31 marks a 29-bit id; an id over 11 bits is 29-bit
 * without it too (opendbc writes them so), since an 11-bit frame cannot carry it.
 */
export function dbcId(raw: number): { id: number; extended: boolean } {
  if (raw >= DBC_EXTENDED_FLAG) return { id: raw - DBC_EXTENDED_FLAG, extended: true };
  return { id: raw, extended: raw > CAN_STANDARD_ID_MAX };
}

/**
 * Whether a received frame is extended: an id over 11 bits always is (whatever `ext` says, as the DBC side
 * reads such ids); a smaller id is when `ext` says so.
 */
export function isExtended(id: number, ext: boolean | undefined): boolean {
  return id > CAN_STANDARD_ID_MAX || ext === true;
}

/**
 * The J1939 parameter group number of a 29-bit id: priority (3 bits) | EDP | DP | PF (8) | PS (8) | SA (8).
 * With PF < 240 (PDU1) PS is a destination address and not part of the PGN; with PF ≥ 240 (PDU2) it is.
 */
export function j1939Pgn(id: number): number {
  const masked = id & EXTENDED_MASK;
  const pf = (masked >>> 16) & 0xff;
  const ps = (masked >>> 8) & 0xff;
  const dataPages = (masked >>> 24) & 0x03;
  return (dataPages << 16) | (pf << 8) | (pf < 240 ? 0 : ps);
}

/** The J1939 source address (low 8 bits) of a 29-bit id. */
export function j1939Source(id: number): number {
  return id & 0xff;
}
