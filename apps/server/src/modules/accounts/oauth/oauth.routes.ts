import {
  OAUTH_PROVIDERS,
  backPageSchema,
  oauthProviderSchema,
  type ErrorCode,
  type OAuthProvider,
  type ThirdPartyOption,
} from '@fleetkey/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import type { OAuthProviderConfig } from '../../../config-oauth';
import { cookieOptions, startSession } from '../../../platform/auth/auth.plugin';
import { AppError } from '../../../platform/errors/app-error';
import { serverSecret } from '../../../platform/secret';
import { userToSessionUser } from '../users/session-user';
import { usersRepository } from '../users/users.repository';
import { identitiesRepository } from './identities.repository';
import { authorizeUrl, exchangeCode, fetchSubject } from './oauth-client';
import {
  OAUTH_STATE_COOKIE,
  OAUTH_STATE_TTL_MS,
  newAttempt,
  openAttempt,
  pkceChallenge,
  sealAttempt,
} from './oauth-state';

const providerParams = z.object({ provider: oauthProviderSchema });
const callbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(256).optional(),
  access_token: z.string().max(4096).optional(),
});

/**
 * Third-party sign-in, OAuth 2 authorization code with PKCE, for every provider configured by environment:
 * /connect/{provider} sends the browser to the provider; /auth/oauth/{provider} is where it comes back.
 * Signed in, the callback links the identity to the account; signed out, it signs in the linked account.
 */
export function oauthRoutes(context: AppContext): void {
  const { app, db, config, clock } = context;
  const identities = identitiesRepository(db);
  const secret = () => serverSecret(config);

  const providerConfig = (provider: OAuthProvider): OAuthProviderConfig => {
    const found = config.oauth[provider];
    if (!found) throw AppError.of('PROVIDER_NOT_CONFIGURED');
    return found;
  };
  // Where the provider sends the browser back with the code: only ever PUBLIC_URL. The request's Host header
  // is the caller's to choose, and a forged one would have the code delivered to someone else's address,
  // so without PUBLIC_URL no flow starts (and no provider is offered).
  const { publicUrl } = config;
  const redirectUri = (provider: OAuthProvider) => {
    if (!publicUrl) throw AppError.of('PROVIDER_NOT_CONFIGURED');
    return `${publicUrl}/v1/auth/oauth/${provider}`;
  };
  const offered = publicUrl ? OAUTH_PROVIDERS.filter((provider) => config.oauth[provider]) : [];
  if (!publicUrl && OAUTH_PROVIDERS.some((provider) => config.oauth[provider]))
    app.log.warn('third-party sign-in is configured but PUBLIC_URL is not: no provider is offered');

  app.get(
    '/v1/auth/third_support',
    { config: { audience: 'public' }, schema: { querystring: z.object({ backPage: backPageSchema }) } },
    async (request) => {
      const back = request.query.backPage ? `?backPage=${encodeURIComponent(request.query.backPage)}` : '';
      const options: ThirdPartyOption[] = offered.map((provider) => ({
        provider,
        url: `/v1/connect/${provider}${back}`,
      }));
      return { data: options };
    },
  );

  app.get(
    '/v1/connect/:provider',
    {
      config: { audience: 'public' },
      schema: { params: providerParams, querystring: z.object({ backPage: backPageSchema }) },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const settings = providerConfig(provider);
      const target = redirectUri(provider);
      const attempt = newAttempt(provider, request.query.backPage ?? '/', clock.now());
      const location = authorizeUrl(settings, target, attempt.state, pkceChallenge(attempt.verifier));
      reply.setCookie(
        OAUTH_STATE_COOKIE,
        sealAttempt(secret(), attempt),
        cookieOptions(config, OAUTH_STATE_TTL_MS / 1000),
      );
      return reply.redirect(location, 302);
    },
  );

  // The account a provider's subject signs in as: the linked one, or, for a signed-in user, the link is made.
  async function accountFor(
    request: FastifyRequest,
    provider: OAuthProvider,
    subject: string,
  ): Promise<string> {
    const linked = await identities.userOf(provider, subject);
    const current = request.principal?.kind === 'user' ? request.principal.id : undefined;
    if (linked) return linked;
    if (!current) throw AppError.of('OAUTH_NOT_LINKED');
    await identities.link(provider, subject, current, clock.now());
    return current;
  }

  app.get(
    '/v1/auth/oauth/:provider',
    { config: { audience: 'public' }, schema: { params: providerParams, querystring: callbackQuery } },
    async (request, reply) => {
      const { provider } = request.params;
      const settings = providerConfig(provider);
      const { code, state, access_token: accessToken } = request.query;

      // A native client that already holds the provider's token: answered as JSON, like the login call.
      if (accessToken) {
        const userId = await accountFor(request, provider, await fetchSubject(settings, accessToken));
        return signedInAnswer(request, reply, userId);
      }

      const attempt = openAttempt(secret(), request.cookies[OAUTH_STATE_COOKIE], clock.now());
      reply.clearCookie(OAUTH_STATE_COOKIE, cookieOptions(config));
      const back = attempt?.backPage ?? '/';
      try {
        if (!attempt || attempt.provider !== provider || !state || attempt.state !== state || !code) {
          throw AppError.of('OAUTH_STATE_INVALID');
        }
        const token = await exchangeCode(settings, code, redirectUri(provider), attempt.verifier);
        const userId = await accountFor(request, provider, await fetchSubject(settings, token));
        if (request.principal?.kind !== 'user' || request.principal.id !== userId) {
          await startSession(context, request, reply, { kind: 'user', id: userId });
        }
        request.log.info({ event: 'sign-in', method: `oauth:${provider}`, userId }, 'third-party sign-in');
        return reply.redirect(back, 302);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        request.log.warn(
          { event: 'sign-in-refused', method: `oauth:${provider}`, code: error.code },
          'third-party sign-in refused',
        );
        return reply.redirect(loginPageWithError(back, error.code), 302);
      }
    },
  );

  async function signedInAnswer(request: FastifyRequest, reply: FastifyReply, userId: string) {
    await startSession(context, request, reply, { kind: 'user', id: userId });
    const row = await usersRepository(db).findById(userId);
    if (!row) throw AppError.of('UNAUTHORIZED');
    return { data: userToSessionUser(row) };
  }
}

// Back to the sign-in page of the console the attempt came from, with the reason for the web to show.
function loginPageWithError(backPage: string, code: ErrorCode): string {
  const console = backPage.startsWith('/iot/') || backPage === '/iot' ? '/iot' : '';
  return `${console}/Login?oauthError=${code}`;
}
