import { describe, expect, it } from 'vitest';
import { ApiError } from '@fleetkey/api-client';
import { createErrorReporter } from './error-reporter';

function setup() {
  let now = 0;
  const toasts: string[] = [];
  const texts: Record<string, string> = {
    'errors.common.500': 'server error',
    'errors.devices.404': 'device not found',
    'errors.unknown': 'unknown',
  };
  const reporter = createErrorReporter({
    translate: (key) => texts[key] ?? key,
    hasKey: (key) => key in texts,
    toast: (text, level) => toasts.push(`${level}:${text}`),
    now: () => now,
  });
  return { reporter, toasts, advance: (ms: number) => (now += ms) };
}

describe('createErrorReporter', () => {
  it('shows the mapped message of an error', () => {
    const { reporter, toasts } = setup();
    reporter.showError(new ApiError(404, 'NOT_FOUND', 'x'), 'devices');
    expect(toasts).toEqual(['error:device not found']);
  });

  it('shows at most one toast per 150 ms', () => {
    const { reporter, toasts, advance } = setup();
    reporter.showError(new ApiError(500, 'X', 'x'));
    advance(149);
    reporter.showError(new ApiError(500, 'X', 'x'));
    advance(1);
    reporter.showError(new Error('y'));
    expect(toasts).toEqual(['error:server error', 'error:unknown']);
  });

  it('leaves 401s to the session handler', () => {
    const { reporter, toasts } = setup();
    reporter.showError(new ApiError(401, 'UNAUTHORIZED', 'x'));
    expect(toasts).toEqual([]);
  });
});
