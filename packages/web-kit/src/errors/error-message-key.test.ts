import { describe, expect, it } from 'vitest';
import { ApiError } from '@fleetkey/api-client';
import { errorMessageKey } from './error-message-key';

const keys = (...present: string[]) => {
  const set = new Set(present);
  return (key: string) => set.has(key);
};

describe('errorMessageKey', () => {
  const notFound = new ApiError(404, 'NOT_FOUND', 'not found');

  it('prefers the resource scope text for the status', () => {
    const has = keys('errors.devices.404', 'errors.common.404', 'errors.offline');
    expect(errorMessageKey(notFound, 'devices', has)).toBe('errors.devices.404');
  });

  it('falls back to the common text for the status when the scope has none', () => {
    const has = keys('errors.licences.404', 'errors.common.404');
    expect(errorMessageKey(notFound, 'devices', has)).toBe('errors.common.404');
    expect(errorMessageKey(notFound, undefined, has)).toBe('errors.common.404');
  });

  it('uses the offline text when no answer came and nothing more specific exists', () => {
    const offline = new ApiError(0, 'NETWORK_ERROR', 'network error');
    expect(errorMessageKey(offline, 'devices', keys('errors.offline', 'errors.common.404'))).toBe(
      'errors.offline',
    );
  });

  it('lets a text for the server code win over the status texts', () => {
    const timeout = new ApiError(0, 'TIMEOUT', 'request timed out');
    const has = keys('errors.codes.TIMEOUT', 'errors.offline');
    expect(errorMessageKey(timeout, undefined, has)).toBe('errors.codes.TIMEOUT');
  });

  it('answers errors.unknown when nothing matches or the error is not an ApiError', () => {
    expect(errorMessageKey(new ApiError(418, 'TEAPOT', 'x'), 'devices', keys())).toBe('errors.unknown');
    expect(errorMessageKey(new TypeError('boom'), 'devices', keys('errors.offline'))).toBe('errors.unknown');
  });

  it('does not use the offline text for an error that has an answer', () => {
    expect(errorMessageKey(new ApiError(500, 'X', 'x'), undefined, keys('errors.offline'))).toBe(
      'errors.unknown',
    );
  });
});
