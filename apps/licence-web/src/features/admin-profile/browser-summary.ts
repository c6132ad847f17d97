// Order matters: Edge and Chromium-based browsers also name Chrome and Safari in their user agents.
const BROWSERS: [RegExp, string][] = [
  [/Edg\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Chrome|Chromium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome 131 · Windows" from a user agent; the raw text (shortened) when neither part is known. */
export function browserSummary(userAgent: string): string {
  const browser = BROWSERS.map(([pattern, name]) => {
    const match = pattern.exec(userAgent);
    return match ? `${name} ${match[1] ?? ''}`.trim() : undefined;
  }).find((found) => found !== undefined);
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const parts = [browser, system].filter((part): part is string => part !== undefined);
  if (parts.length > 0) return parts.join(' · ');
  return userAgent.length > 48 ? `${userAgent.slice(0, 47)}…` : userAgent;
}
