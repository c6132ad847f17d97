import { z } from 'zod';

// Third-party sign-in (licence-portal.md §1, §7 /auth/third_support; iot-console.md §7 /auth/oauth, /connect).

/** The providers the data knows; each is offered only when configured on the server. */
export const OAUTH_PROVIDERS = ['weixin', 'qq', 'dingtalk', 'github'] as const;
/** A third-party sign-in provider. */
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
/** The provider path parameter. */
export const oauthProviderSchema = z.enum(OAUTH_PROVIDERS);

/** The only provider the login form shows (when configured). */
export const LOGIN_FORM_OAUTH_PROVIDER: OAuthProvider = 'weixin';

/** Where to come back after the provider: a path on this site only (no open redirect). */
export const backPageSchema = z
  .string()
  .max(512)
  .regex(/^\/(?!\/)[^\s\\]*$/)
  .optional();

/** GET /auth/third_support answer: the configured providers and where to start each. */
export interface ThirdPartyOption {
  provider: OAuthProvider;
  url: string;
}
