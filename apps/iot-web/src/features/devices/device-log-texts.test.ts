import { describe, expect, it } from 'vitest';
import {
  DEVICE_CONNECTION_EVENTS,
  DEVICE_CONNECTION_REASONS,
  DEVICE_REJECTION_REASONS,
} from '@fleetkey/contract';
import { textAt } from '@fleetkey/web-kit/testing';
import { CONSOLE_TEXTS } from '../../test/console-texts';

// Error texts load with the sign-in screens, the rest with the shell.
const { en, zh } = CONSOLE_TEXTS;

// The server sends codes; every one the device logs can carry reads in both languages.
describe('device log texts', () => {
  it.each([
    ...DEVICE_REJECTION_REASONS.flatMap((reason) => [
      `rejections.reasons.${reason}`,
      `rejections.hints.${reason}`,
    ]),
    ...DEVICE_CONNECTION_EVENTS.map((event) => `connections.events.${event}`),
    ...DEVICE_CONNECTION_REASONS.map((reason) => `connections.reasons.${reason}`),
    'errors.codes.COMMAND_NOT_DECLARED',
  ])('has zh and en text for %s', (key) => {
    expect(typeof textAt(zh, key)).toBe('string');
    expect(typeof textAt(en, key)).toBe('string');
  });
});
