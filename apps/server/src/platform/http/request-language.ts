import { LANGUAGES, type Language } from '@fleetkey/contract';

// Texts that leave the system (SMS, e-mail) are written in the reader's language. Which one, in order:
// an explicit `lang` the console sends with the call (its UI language), else the first of the console
// languages Accept-Language prefers (a console sends its UI language there too), else none (the caller's
// fallback: a number's region for SMS, both languages for e-mail).

const isConsoleLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/** The console language Accept-Language prefers most (by q, then order), if it names one. */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return {
        base: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: q === undefined ? 1 : Number(q),
        index,
      };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isConsoleLanguage);
}

/**
 * The language of a request's outgoing texts: `lang` given, else Accept-Language, else undefined. A `lang`
 * the consoles do not have counts as none: a refused request's query was never checked by its schema.
 */
export function requestLanguage(request: {
  query?: unknown;
  headers: { 'accept-language'?: string | undefined };
}): Language | undefined {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  return isConsoleLanguage(lang) ? lang : acceptedLanguage(request.headers['accept-language']);
}
