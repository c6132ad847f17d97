import { describe, expect, it } from 'vitest';
import { isApiPath } from './api-path';

describe('isApiPath', () => {
  it('takes /v1 itself and every path or query under it', () => {
    for (const path of ['/v1', '/v1/', '/v1/health', '/v1?x=1', '/v1/devices?page=2']) {
      expect(isApiPath(path), path).toBe(true);
    }
  });

  it('leaves the consoles’ files and pages, and look-alikes of the prefix, out', () => {
    for (const path of [
      '/',
      '/iot/Home',
      '/config.json',
      '/v10/health',
      '/v1x',
      '/assets/v1/app.js',
      '/V1/health',
    ]) {
      expect(isApiPath(path), path).toBe(false);
    }
  });
});
