import {
  DEVICE_TYPE_MODES,
  type DeviceTypeMode,
  type DeviceTypeSection,
  type DeviceTypeSections,
  type DeviceTypeView,
  type Point,
} from '@fleetkey/contract';
import type { DeviceTypesTable } from '../../../db/schema';
import { parsePeriods, retentionView } from '../telemetry/retention-periods';
import type { DeviceTypeRow } from './devtypes.repository';

// Each section has a column of the same name (initParam → init_param through the camel-case plugin).
type SectionColumn = keyof DeviceTypesTable & DeviceTypeSection;

/** The stored JSON of the given sections, by column. */
export function sectionColumns(
  sections: Partial<DeviceTypeSections>,
): Partial<Record<SectionColumn, string>> {
  return Object.fromEntries(
    Object.entries(sections)
      .filter(([, value]) => value !== undefined)
      .map(([section, value]) => [section, JSON.stringify(value)]),
  );
}

/** A stored mode as the contract names it; anything unknown reads as open, the mode that refuses nothing. */
export function modeOf(stored: string): DeviceTypeMode {
  return DEVICE_TYPE_MODES.find((mode) => mode === stored) ?? 'open';
}

/** A stored type with its topics and device count, as the calls answer it. */
export function toDeviceTypeView(
  row: DeviceTypeRow,
  topics: Record<string, Point[]>,
  deviceCount: number,
): DeviceTypeView {
  // The columns are written only from validated sections (sectionColumns), so they parse to their types.
  const section = <S extends DeviceTypeSection>(name: S) => JSON.parse(row[name]) as DeviceTypeSections[S];
  return {
    devtype: row.devtype,
    comment: row.comment,
    mode: modeOf(row.mode),
    ...retentionView(parsePeriods(row.retentionPeriods)),
    devices: { count: deviceCount },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    data: section('data'),
    much_data: topics,
    status: section('status'),
    commands: section('commands'),
    warnings: section('warnings'),
    errors: section('errors'),
    logs: section('logs'),
    initParam: section('initParam'),
  };
}
