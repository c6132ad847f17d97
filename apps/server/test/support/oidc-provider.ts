import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A real OpenID provider on a free port, signing everyone in as `account` without a login page. */
export interface TestOidcProvider {
  env: (provider: string) => Record<string, string>;
  /** Who the next sign-in at the provider is. */
  signInAs(account: string): void;
  close(): Promise<void>;
}

/** A free TCP port on 127.0.0.1 (for a server that must know its own address before it starts). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startOidcProvider(redirectUri: string): Promise<TestOidcProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  let account = 'alice';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'fleetkey',
        client_secret: 'fleetkey-test-secret-0123456789abcdef',
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub }) }),
    cookies: { keys: ['oidc-test-cookie-key'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  });
  // The interaction (login + consent) finishes at once for the chosen account: the test plays the person.
  const server: Server = createServer((req, res) => {
    if (!req.url?.startsWith('/interaction/')) {
      void provider.callback()(req, res);
      return;
    }
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const grant = new provider.Grant({ accountId: account, clientId: String(details.params.client_id) });
      grant.addOIDCScope('openid profile');
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    env: (name) => {
      const prefix = `OAUTH_${name.toUpperCase()}_`;
      return {
        [`${prefix}CLIENT_ID`]: 'fleetkey',
        [`${prefix}CLIENT_SECRET`]: 'fleetkey-test-secret-0123456789abcdef',
        [`${prefix}AUTHORIZE_URL`]: `${issuer}/auth`,
        [`${prefix}TOKEN_URL`]: `${issuer}/token`,
        [`${prefix}USERINFO_URL`]: `${issuer}/me`,
        [`${prefix}SCOPE`]: 'openid',
      };
    },
    signInAs: (next) => {
      account = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
