import type { OAuthProvider } from '@fleetkey/contract';
import type { AppId } from '../theme/theme-store';

// What a /Login address can ask for on arrival (licence-portal.md §2 "Login": the ujwt query and the
// cross-system variant; the return from a third-party provider). Pure, so the rules are testable alone.

/** The /Login query that carries a hand-off token (ujwt) from the other console. */
export const HANDOFF_QUERY = 'ujwt';
/** The /Login query that marks the return from a third-party provider; its value names the provider. */
export const OAUTH_RETURN_QUERY = 'oauth';
/** The /Login query by which the server reports a refused third-party sign-in (an error code). */
export const OAUTH_ERROR_QUERY = 'oauthError';

/** Each console's /Login as an address from the site root: both consoles are served from one origin. */
export const CONSOLE_LOGIN_URLS: Readonly<Record<AppId, string>> = {
  licence: '/Login',
  iot: '/iot/Login',
};

/** The sign-in a /Login address asks for on arrival. */
export type AutoSignIn =
  { kind: 'handoff'; ujwt: string } | { kind: 'oauth' } | { kind: 'oauthError'; code: string };

// Only an error code's shape is accepted from the address, so nothing else reaches a translation key.
const ERROR_CODE = /^[A-Z][A-Z_]{0,63}$/;

/** The sign-in the query asks for, or null for a plain visit to /Login. */
export function autoSignInOf(search: URLSearchParams): AutoSignIn | null {
  const ujwt = search.get(HANDOFF_QUERY);
  if (ujwt) return { kind: 'handoff', ujwt };
  const code = search.get(OAUTH_ERROR_QUERY);
  if (code !== null) return { kind: 'oauthError', code: ERROR_CODE.test(code) ? code : '' };
  if (search.get(OAUTH_RETURN_QUERY)) return { kind: 'oauth' };
  return null;
}

/**
 * The query without its auto sign-in parameters: a spent token must not stay in the address bar, the
 * history or a bookmark, and a reload must not try it again. Everything else (`path`, `view`) is kept.
 */
export function withoutAutoSignIn(search: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search);
  for (const key of [HANDOFF_QUERY, OAUTH_RETURN_QUERY, OAUTH_ERROR_QUERY]) rest.delete(key);
  return rest;
}

/** The other console's /Login carrying a hand-off token. */
export function handoffUrl(to: AppId, ujwt: string): string {
  return `${CONSOLE_LOGIN_URLS[to]}?${new URLSearchParams({ [HANDOFF_QUERY]: ujwt }).toString()}`;
}

/**
 * Where a third-party provider sends the browser back: this console's /Login (`loginUrl`, from the site
 * root) marked as a provider's return, keeping the query that picks the landing screen.
 */
export function oauthBackPage(loginUrl: string, search: URLSearchParams, provider: OAuthProvider): string {
  const query = withoutAutoSignIn(search);
  query.set(OAUTH_RETURN_QUERY, provider);
  return `${loginUrl}?${query.toString()}`;
}
