import type { DbcSignalView } from '@fleetkey/contract';

/** A DBC signal as the API lists it: one unsigned intel byte, 0 to 255, plain; what a test cares about given. */
export function dbcSignal(name: string, fields: Partial<DbcSignalView> = {}): DbcSignalView {
  return {
    name,
    startBit: 0,
    length: 8,
    byteOrder: 'intel',
    signed: false,
    factor: 1,
    offset: 0,
    min: 0,
    max: 255,
    unit: '',
    receivers: [],
    values: [],
    multiplexor: false,
    multiplexValue: null,
    multiplexer: null,
    multiplexRanges: [],
    valueType: 'integer',
    comment: null,
    attributes: {},
    ...fields,
  };
}
