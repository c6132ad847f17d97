import type { DeviceTypeSummary, DeviceTypeView } from '@fleetkey/contract';

/**
 * A device type as the list shows it: open, the server's retention, no devices, made at 0; what a test cares
 * about given.
 */
export function deviceTypeSummary(
  fields: Pick<DeviceTypeSummary, 'devtype'> & Partial<DeviceTypeSummary>,
): DeviceTypeSummary {
  return {
    comment: '',
    mode: 'open',
    retentionDays: null,
    retentionSince: null,
    devices: { count: 0 },
    createdAt: 0,
    updatedAt: 0,
    ...fields,
  };
}

/** A device type as the API gives it whole: a summary's defaults and nothing declared; the rest given. */
export function deviceTypeView(
  fields: Pick<DeviceTypeView, 'devtype'> & Partial<DeviceTypeView>,
): DeviceTypeView {
  return {
    ...deviceTypeSummary(fields),
    data: [],
    status: [],
    commands: [],
    warnings: [],
    errors: [],
    logs: [],
    initParam: {},
    much_data: {},
    ...fields,
  };
}
