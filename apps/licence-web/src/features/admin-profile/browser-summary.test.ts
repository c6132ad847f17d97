import { describe, expect, it } from 'vitest';
import { browserSummary } from './browser-summary';

describe('browserSummary', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome 131 · Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge 131 · Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
      'Safari 17 · macOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133 · Linux'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
      'Safari 17 · iOS',
    ],
  ])('names the browser and system of %s', (agent, summary) => {
    expect(browserSummary(agent)).toBe(summary);
  });

  it('keeps an unknown agent as it is, shortened', () => {
    expect(browserSummary('curl/8.5.0')).toBe('curl/8.5.0');
    expect(browserSummary('x'.repeat(60))).toBe(`${'x'.repeat(47)}…`);
  });
});
