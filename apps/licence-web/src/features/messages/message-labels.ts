import { MESSAGE_TYPE_COLORS, MESSAGE_TYPES } from '@fleetkey/contract';
import type { MessageType } from '@fleetkey/contract';

const TYPE_NAMES = new Map<number, string>(Object.entries(MESSAGE_TYPES).map(([name, code]) => [code, name]));

/** i18n key of a message type (system, product, gift voucher/survey). */
export function messageTypeKey(type: MessageType): string {
  return `messages.types.${TYPE_NAMES.get(type) ?? 'system'}`;
}

/**
 * antd tag colour of a message type: the spec's green, orange and grey. antd has presets for the first
 * two; its neutral "default" tag is the grey.
 */
export function messageTagColor(type: MessageType): string {
  const color = MESSAGE_TYPE_COLORS[type];
  return color === 'grey' ? 'default' : color;
}
