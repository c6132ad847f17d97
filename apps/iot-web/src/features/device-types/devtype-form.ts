import {
  deviceTypeCreateSchema,
  deviceTypeUpdateSchema,
  type CommandType,
  type DeviceTypeCreate,
  type DeviceTypeUpdate,
  type DeviceTypeView,
  type POINT_TYPES,
} from '@fleetkey/contract';
import type { z } from 'zod';

// The device type dialog edits the name, comment, data points and commands; the other sections
// (warnings, errors, logs, …) keep their values, since an update replaces only the sections it names.

/** A data point row of the dialog. */
export interface PointRow {
  name: string;
  type: (typeof POINT_TYPES)[number];
  unit?: string;
}

/** A command row of the dialog. */
export interface CommandRow {
  name: string;
  cmdtype: CommandType;
  desc?: string;
}

/** The dialog's values. */
export interface DeviceTypeFormValues {
  devtype: string;
  comment?: string;
  data: PointRow[];
  commands: CommandRow[];
}

/** A new type's empty form. */
export const EMPTY_DEVICE_TYPE: DeviceTypeFormValues = { devtype: '', comment: '', data: [], commands: [] };

/** The form of an existing type. */
export function formOfType(type: DeviceTypeView): DeviceTypeFormValues {
  return {
    devtype: type.devtype,
    comment: type.comment,
    data: type.data.map((p) => ({ name: p.name, type: p.type, unit: p.unit ?? '' })),
    commands: type.commands.map((c) => ({ name: c.name, cmdtype: c.cmdtype, desc: c.desc ?? '' })),
  };
}

// Empty optional texts are left out rather than sent as '' (an empty unit means "no unit").
const blankToUndefined = (value: string | undefined) => (value?.trim() ? value : undefined);

function sections(values: DeviceTypeFormValues) {
  return {
    comment: values.comment ?? '',
    data: (values.data ?? []).map((p) => ({ name: p.name, type: p.type, unit: blankToUndefined(p.unit) })),
    commands: (values.commands ?? []).map((c) => ({
      name: c.name,
      cmdtype: c.cmdtype,
      desc: blankToUndefined(c.desc),
      // The dialog does not edit parameters: a new command has none, toUpdateInput keeps existing ones.
      params: [],
    })),
  };
}

/** The create call's body, checked with the contract (the same rules the server applies). */
export function toCreateInput(values: DeviceTypeFormValues): z.ZodSafeParseResult<DeviceTypeCreate> {
  return deviceTypeCreateSchema.safeParse({ devtype: values.devtype, ...sections(values) });
}

/** The update call's body, checked with the contract; command parameters already defined are kept. */
export function toUpdateInput(
  values: DeviceTypeFormValues,
  current: DeviceTypeView,
): z.ZodSafeParseResult<DeviceTypeUpdate> {
  const body = sections(values);
  const paramsOf = new Map(current.commands.map((c) => [c.name, c.params]));
  return deviceTypeUpdateSchema.safeParse({
    ...body,
    commands: body.commands.map((c) => ({ ...c, params: paramsOf.get(c.name) ?? [] })),
  });
}
