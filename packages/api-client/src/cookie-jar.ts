/** Keeps cookies between calls where the runtime does not (Node: tests, benchmarks, tools). */
export interface CookieJar {
  header(): string | undefined;
  store(response: Response): void;
}

/** In-memory cookie jar: remembers name=value pairs from Set-Cookie, forgets cookies set to expire. */
export function createMemoryCookieJar(): CookieJar {
  const cookies = new Map<string, string>();
  return {
    header() {
      if (cookies.size === 0) return undefined;
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    store(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const eq = pair.indexOf('=');
        if (eq <= 0) continue;
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
        if (expired) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
  };
}
