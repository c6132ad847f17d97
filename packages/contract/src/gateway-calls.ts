import type { z } from 'zod';
import { devidListSchema } from './device-calls';
import { deviceIdSchema } from './validation/device';
import { fields } from './validation/text';

// The gateway calls (iot-console.md §7 "Gateway"): POST adds sub-devices to a gateway, PUT removes them,
// transfer_subdevs moves them to another gateway of the same user. One level only: a gateway is no
// sub-device, and a sub-device is no gateway, so the relation never forms a chain or a loop.

/** POST and PUT /gateway/{devid}/subdevs: the sub-devices to add or remove. */
export const gatewaySubdevsSchema = fields({ subdevs: devidListSchema });

/** POST /gateway/{devid}/transfer_subdevs: the receiving gateway, and which sub-devices (all when absent). */
export const gatewayTransferSchema = fields({ to: deviceIdSchema, subdevs: devidListSchema.optional() });
/** A valid transfer. */
export type GatewayTransfer = z.output<typeof gatewayTransferSchema>;

/** Why a gateway change was refused (`data.reason` of GATEWAY_INVALID). */
export const GATEWAY_INVALID_REASONS = {
  /** A device named as its own sub-device, or a transfer to the same gateway. */
  self: 'self',
  /** The device is a sub-device and so cannot be a gateway. */
  gatewayIsSubdevice: 'gatewayIsSubdevice',
  /** The device has sub-devices and so cannot be a sub-device. */
  subdeviceIsGateway: 'subdeviceIsGateway',
  /** The device is already a sub-device of another gateway (transfer it instead). */
  attachedElsewhere: 'attachedElsewhere',
  /** The device is not a sub-device of this gateway. */
  notAttached: 'notAttached',
} as const;
/** Why a gateway change was refused. */
export type GatewayInvalidReason = (typeof GATEWAY_INVALID_REASONS)[keyof typeof GATEWAY_INVALID_REASONS];

/** `data` of a GATEWAY_INVALID answer. */
export interface GatewayInvalidData {
  devid: string;
  reason: GatewayInvalidReason;
}

/** A gateway and its sub-devices. */
export interface GatewayView {
  devid: string;
  subdevs: string[];
}

/** The answer to a transfer: both gateways afterwards. */
export interface GatewayTransferResult {
  from: GatewayView;
  to: GatewayView;
}
