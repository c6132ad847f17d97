import { z } from 'zod';
import type { OAuthProviderConfig } from '../../../config-oauth';
import { AppError } from '../../../platform/errors/app-error';

const PROVIDER_TIMEOUT_MS = 10_000;

const tokenSchema = z.object({ access_token: z.string().min(1) });
// OpenID providers answer `sub`; WeChat answers `openid` (or `unionid`), GitHub-style APIs a numeric `id`.
const userinfoSchema = z.object({
  sub: z.string().optional(),
  unionid: z.string().optional(),
  openid: z.string().optional(),
  id: z.union([z.string(), z.number()]).optional(),
});

/** The provider's authorization URL for one attempt (authorization-code flow with PKCE S256). */
export function authorizeUrl(
  config: OAuthProviderConfig,
  redirectUri: string,
  state: string,
  challenge: string,
): string {
  const url = new URL(config.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', config.scope);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

/** Exchanges the callback's code for an access token at the provider. */
export async function exchangeCode(
  config: OAuthProviderConfig,
  code: string,
  redirectUri: string,
  verifier: string,
): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: verifier,
  });
  const basic = Buffer.from(
    `${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`,
  );
  const answer = await call(config.tokenUrl, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${basic.toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body,
  });
  const parsed = tokenSchema.safeParse(answer);
  if (!parsed.success) throw AppError.of('OAUTH_FAILED');
  return parsed.data.access_token;
}

/** The provider's stable id of the signed-in person. */
export async function fetchSubject(config: OAuthProviderConfig, accessToken: string): Promise<string> {
  const parsed = userinfoSchema.safeParse(
    await call(config.userinfoUrl, { headers: { Authorization: `Bearer ${accessToken}` } }),
  );
  const subject = parsed.success
    ? (parsed.data.sub ?? parsed.data.unionid ?? parsed.data.openid ?? parsed.data.id)
    : undefined;
  if (subject === undefined || subject === '') throw AppError.of('OAUTH_FAILED');
  return String(subject);
}

async function call(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, {
    ...init,
    headers: { Accept: 'application/json', ...init.headers },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  }).catch(() => undefined);
  if (!response?.ok) throw AppError.of('OAUTH_FAILED');
  return response.json().catch(() => undefined);
}
