import {
  DEVICE_TYPE_MODE_DEFAULT,
  deviceTypeCreateSchema,
  deviceTypeUpdateSchema,
  type CommandType,
  type DataRetentionDays,
  type DeviceTypeCreate,
  type DeviceTypeMode,
  type DeviceTypeUpdate,
  type DeviceTypeView,
  type Point,
  type POINT_TYPES,
} from '@fleetkey/contract';
import type { z } from 'zod';

// The device type dialog edits the name, comment, mode, data retention, data points and commands with their
// parameters; the other sections (warnings, errors, logs, …) keep their values, since an update replaces only
// the sections it names.

/** A data point or command parameter row of the dialog. */
export interface PointRow {
  name: string;
  type: (typeof POINT_TYPES)[number];
  unit?: string;
  desc?: string;
}

/** A command row of the dialog, with its parameters. */
export interface CommandRow {
  name: string;
  cmdtype: CommandType;
  desc?: string;
  params: PointRow[];
}

/** The retention choice that stands for the server's setting (null in the calls: a select needs a value). */
export const SERVER_RETENTION = 'server';

/** The dialog's values. */
export interface DeviceTypeFormValues {
  devtype: string;
  comment?: string;
  mode: DeviceTypeMode;
  retention: DataRetentionDays | typeof SERVER_RETENTION;
  data: PointRow[];
  commands: CommandRow[];
}

/** A new type's empty form. */
export const EMPTY_DEVICE_TYPE: DeviceTypeFormValues = {
  devtype: '',
  comment: '',
  mode: DEVICE_TYPE_MODE_DEFAULT,
  retention: SERVER_RETENTION,
  data: [],
  commands: [],
};

const rowOfPoint = (p: Point): PointRow => ({
  name: p.name,
  type: p.type,
  unit: p.unit ?? '',
  desc: p.desc ?? '',
});

/** The form of an existing type. */
export function formOfType(type: DeviceTypeView): DeviceTypeFormValues {
  return {
    devtype: type.devtype,
    comment: type.comment,
    mode: type.mode,
    retention: type.retentionDays ?? SERVER_RETENTION,
    data: type.data.map(rowOfPoint),
    commands: type.commands.map((c) => ({
      name: c.name,
      cmdtype: c.cmdtype,
      desc: c.desc ?? '',
      params: c.params.map(rowOfPoint),
    })),
  };
}

// Empty optional texts are left out rather than sent as '' (an empty unit means "no unit").
const blankToUndefined = (value: string | undefined) => (value?.trim() ? value : undefined);

const pointOfRow = (p: PointRow) => ({
  name: p.name,
  type: p.type,
  unit: blankToUndefined(p.unit),
  desc: blankToUndefined(p.desc),
});

function sections(values: DeviceTypeFormValues) {
  return {
    comment: values.comment ?? '',
    mode: values.mode,
    retentionDays: values.retention === SERVER_RETENTION ? null : values.retention,
    data: (values.data ?? []).map(pointOfRow),
    commands: (values.commands ?? []).map((c) => ({
      name: c.name,
      cmdtype: c.cmdtype,
      desc: blankToUndefined(c.desc),
      params: (c.params ?? []).map(pointOfRow),
    })),
  };
}

/** The create call's body, checked with the contract (the same rules the server applies). */
export function toCreateInput(values: DeviceTypeFormValues): z.ZodSafeParseResult<DeviceTypeCreate> {
  return deviceTypeCreateSchema.safeParse({ devtype: values.devtype, ...sections(values) });
}

/**
 * The update call's body, checked with the contract: it replaces the comment, mode, points and commands, and
 * sets the retention (the same setting again changes nothing).
 */
export function toUpdateInput(values: DeviceTypeFormValues): z.ZodSafeParseResult<DeviceTypeUpdate> {
  return deviceTypeUpdateSchema.safeParse(sections(values));
}
