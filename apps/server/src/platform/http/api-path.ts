/**
 * Whether a path is the API's (`/v1`, `/v1/…`, with or without a query string): a route's URL or a request's.
 * Everything else the server answers is the consoles' files and pages, which read no session, need no CSRF
 * header and declare no caller.
 */
export function isApiPath(path: string): boolean {
  if (!path.startsWith('/v1')) return false;
  const next = path.charAt(3);
  return next === '' || next === '/' || next === '?';
}
