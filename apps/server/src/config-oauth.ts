import { OAUTH_PROVIDERS, type OAuthProvider } from '@fleetkey/contract';
import { StartupError } from './startup-error';

/** One provider's OAuth 2 authorization-code endpoints and client. */
export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scope: string;
}

/** The configured providers; a provider with none of its settings is simply off. */
export type OAuthConfig = Partial<Record<OAuthProvider, OAuthProviderConfig>>;

const REQUIRED = ['CLIENT_ID', 'CLIENT_SECRET', 'AUTHORIZE_URL', 'TOKEN_URL', 'USERINFO_URL'] as const;

/**
 * Reads `OAUTH_<PROVIDER>_CLIENT_ID`, `…_CLIENT_SECRET`, `…_AUTHORIZE_URL`, `…_TOKEN_URL`, `…_USERINFO_URL`
 * and optional `…_SCOPE` for each provider. Half a provider (some settings, not all) stops the start, naming
 * the first missing setting.
 */
export function loadOAuthConfig(env: Record<string, string | undefined>): OAuthConfig {
  const config: OAuthConfig = {};
  for (const provider of OAUTH_PROVIDERS) {
    const prefix = `OAUTH_${provider.toUpperCase()}_`;
    const value = (name: string) => env[`${prefix}${name}`] || undefined;
    if (REQUIRED.every((name) => value(name) === undefined)) continue;
    const missing = REQUIRED.find((name) => value(name) === undefined);
    if (missing) throw new StartupError(`${prefix}${missing}`, `is needed to sign in with ${provider}`);
    for (const name of ['AUTHORIZE_URL', 'TOKEN_URL', 'USERINFO_URL'] as const) {
      if (!URL.canParse(value(name) ?? '')) throw new StartupError(`${prefix}${name}`, 'is not a URL');
    }
    config[provider] = {
      clientId: value('CLIENT_ID') ?? '',
      clientSecret: value('CLIENT_SECRET') ?? '',
      authorizeUrl: value('AUTHORIZE_URL') ?? '',
      tokenUrl: value('TOKEN_URL') ?? '',
      userinfoUrl: value('USERINFO_URL') ?? '',
      scope: value('SCOPE') ?? 'openid profile',
    };
  }
  return config;
}
