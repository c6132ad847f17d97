import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './validation/keys';

// Device states, commands and dashboard sizes (iot-console.md §2, §4, §7, §9).

/** Device status as the device table reads it. */
export const DEVICE_TABLE_STATUS = { online: 0, offline: 1, faulty: 2 } as const;
/** Device status code of the device table. */
export type DeviceTableStatus = (typeof DEVICE_TABLE_STATUS)[keyof typeof DEVICE_TABLE_STATUS];

/** Device status as the dashboard counts read it (the spec gives both readings). */
export const DASHBOARD_DEVICE_STATUS = { normal: 0, offline: 1, fault: 5 } as const;
/** Device status code of the dashboard counts. */
export type DashboardDeviceStatus = (typeof DASHBOARD_DEVICE_STATUS)[keyof typeof DASHBOARD_DEVICE_STATUS];

/** How long a confirmed command waits for the device's reply, unless the call says otherwise. */
export const COMMAND_DEFAULT_TIMEOUT_MS = 10_000;
/** Command types: unconfirmed answers at once, confirmed waits for the reply. First is the default. */
export const COMMAND_TYPES = ['unconfirmed', 'confirmed'] as const;
/** Command type. */
export type CommandType = (typeof COMMAND_TYPES)[number];
/** A command type from the network; absent means unconfirmed. */
export const commandTypeSchema = z.enum(COMMAND_TYPES, { error: M.invalidOption }).default('unconfirmed');

/** Device types per page in the dashboard's type list. */
export const DASHBOARD_DEVICE_TYPE_PAGE_SIZE = 5;
/** Devices per page in the dashboard's device table. */
export const DEVICE_TABLE_PAGE_SIZE = 10;
/** Quick ranges of the history page, in days. */
export const HISTORY_QUICK_RANGE_DAYS = [7, 30, 90] as const;
