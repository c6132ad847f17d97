import { parseDtcCode } from '@fleetkey/contract';

// A simulated ECU behind the device for UDS diagnostic commands (contract uds-calls.ts): it holds a set of
// DTCs with their status bytes, answers ReadDTCInformation reportDTCByStatusMask (19 02 <mask>) with the DTCs
// whose status matches the mask, and ClearDiagnosticInformation (14 FF FF FF) by forgetting them all (later
// reads answer none). Anything else gets the negative response an ECU would give (ISO 14229-1).

/** A DTC the ECU reports: the 3-byte code and its status byte. */
export interface SimDtc {
  dtc: number;
  status: number;
}

/** Reads `--dtc P0301:0x2F,U0100:0x09` (SAE or 0x-hex codes; status in hex or decimal). */
export function parseDtcOption(text: string): SimDtc[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const [code = '', status = '0x09'] = item.split(':');
      const dtc = parseDtcCode(code);
      const byte = Number(status);
      if (dtc === null)
        throw new Error(`--dtc: ${code} is neither an SAE code (P0301) nor 0x-hex (0x030100)`);
      if (!Number.isInteger(byte) || byte < 0 || byte > 0xff)
        throw new Error(`--dtc: status ${status} is not a byte`);
      return { dtc, status: byte };
    });
}

const hex = (bytes: readonly number[]) =>
  bytes.map((byte) => byte.toString(16).toUpperCase().padStart(2, '0')).join('');
const negative = (sid: number, nrc: number) => hex([0x7f, sid, nrc]);

/** One device's ECU: answers a `uds` command's params with `{ response }`, or null for other commands. */
export function createSimEcu(dtcs: readonly SimDtc[]) {
  let stored = [...dtcs];
  const respond = (request: string): string => {
    if (!/^(?:[0-9a-fA-F]{2})+$/.test(request)) return negative(0x00, 0x13);
    const bytes = [...Buffer.from(request, 'hex')];
    const [sid = 0, subFunction, mask] = bytes;
    if (sid === 0x14) {
      if (bytes.length !== 4) return negative(sid, 0x13);
      stored = [];
      return hex([0x54]);
    }
    if (sid !== 0x19) return negative(sid, 0x11);
    if (subFunction !== 0x02) return negative(sid, 0x12);
    if (bytes.length !== 3 || mask === undefined) return negative(sid, 0x13);
    const matching = stored.filter((entry) => (entry.status & mask) !== 0);
    return hex([
      0x59,
      0x02,
      0xff,
      ...matching.flatMap(({ dtc, status }) => [(dtc >> 16) & 0xff, (dtc >> 8) & 0xff, dtc & 0xff, status]),
    ]);
  };
  return {
    answer(command: { cmd?: unknown; params?: unknown }): { response: string } | null {
      if (command.cmd !== 'uds') return null;
      const request = (command.params as { request?: unknown } | undefined)?.request;
      return { response: respond(typeof request === 'string' ? request : '') };
    },
  };
}

/** A device's simulated ECU. */
export type SimEcu = ReturnType<typeof createSimEcu>;
