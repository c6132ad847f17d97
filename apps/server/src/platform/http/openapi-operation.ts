import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifyBaseLogger, FastifyContextConfig, FastifySchema, RouteOptions } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { RouteAudience } from '../auth/route-audience';
import { isApiPath } from './api-path';
import { needsCsrfHeader } from './csrf';

/** The security scheme of the CSRF header every browser write to /v1 sends (platform/http/csrf.ts). */
export const CSRF_SCHEME = 'csrf';

type TransformInput = Parameters<SwaggerTransform>[0];

// Each route's zod schemas become JSON Schema 2020-12 (the document says openapi 3.1.0). The provider's
// default skip list names @fastify/swagger-ui's default prefix; the reference here lives at /docs and its
// routes hide themselves.
const zodToOpenApi = createJsonSchemaTransform({ skipList: [] });

/** The parts of a route schema that are zod schemas, converted one by one when the whole fails. */
const SCHEMA_PARTS = ['params', 'querystring', 'body', 'headers', 'response'] as const;
type SchemaPart = (typeof SCHEMA_PARTS)[number];

const AUDIENCE_SENTENCES: Record<RouteAudience, string> = {
  public: 'Anyone may call it, signed out included.',
  user: 'A signed-in main account may call it, on its own data (not its sub-users).',
  account: 'Any signed-in user of the platform may call it, sub-users included, on their own account.',
  admin: 'A signed-in administrator past the initial password may call it.',
  'admin-initial': 'A signed-in administrator may call it, one still on the initial password included.',
  'signed-in': 'Anyone signed in may call it, an administrator still on the initial password included.',
  device: 'A device or the external broker may call it; it proves itself in the body (device secrets).',
  test: 'Registered only in test and local-demo builds.',
};

/**
 * Routes left out of the document: test-only ones (they move shared state such as the clock and read codes
 * back), wildcard routes (the consoles' files and this reference's assets), and routes that hide themselves
 * (this reference's pages; @fastify/websocket hides the live socket, which OpenAPI cannot describe).
 */
function isUndocumented(url: string, config: FastifyContextConfig | undefined, hide?: boolean): boolean {
  const testOnly = url.startsWith('/v1/test/') || config?.audience === 'test';
  return testOnly || url.includes('*') || hide === true;
}

/** The tag of `/v1/roles/:id` is `roles`: operations are grouped by the URL's first segment after /v1. */
const tagOf = (url: string): string => url.replace(/^\/v1\//, '/').split('/')[1] ?? url;

/** Who may call the route, as the operation's extensions and one sentence each for the description. */
function accessOf(config: FastifyContextConfig | undefined): { extensions: object; sentences: string[] } {
  const { permission, audience, adminPermission, iot } = config ?? {};
  const sentences: string[] = [];
  if (permission) sentences.push(`Administrators whose roles grant \`${permission}\` may call it.`);
  if (iot)
    sentences.push(
      `The main account may call it; a sub-user when its access profile grants \`${iot.resource}:${iot.action}\`, on the devices of its scope.`,
    );
  if (audience) sentences.push(AUDIENCE_SENTENCES[audience]);
  if (adminPermission)
    sentences.push(`Administrators whose roles grant \`${adminPermission}\` may call it too.`);
  return {
    extensions: {
      ...(permission ? { 'x-permission': permission } : {}),
      ...(audience ? { 'x-audience': audience } : {}),
      ...(adminPermission ? { 'x-admin-permission': adminPermission } : {}),
      ...(iot ? { 'x-iot-permission': `${iot.resource}:${iot.action}` } : {}),
    },
    sentences,
  };
}

// Routes called by machines opt out of the CSRF header (`config.csrf: false`), GETs that send codes opt in.
const csrfHeaderNeeded = (route: RouteOptions): boolean =>
  isApiPath(route.url) && needsCsrfHeader([route.method].flat(), route.config?.csrf);

const converts = (input: TransformInput): boolean => {
  try {
    zodToOpenApi(input);
    return true;
  } catch {
    return false;
  }
};

/**
 * The route's schema in JSON Schema, and the parts that could not be converted. One part zod cannot express
 * must not cost the whole document (it would answer 500): that part is left out and named in the log.
 */
function convert(
  input: TransformInput,
  log: FastifyBaseLogger,
): { schema: FastifySchema; left: SchemaPart[] } {
  try {
    return { schema: zodToOpenApi(input).schema, left: [] };
  } catch (error) {
    const left = SCHEMA_PARTS.filter(
      (part) =>
        input.schema[part] !== undefined && !converts({ ...input, schema: { [part]: input.schema[part] } }),
    );
    log.warn({ err: error, url: input.url, left }, 'OpenAPI: route schema not convertible, parts left out');
    const kept: FastifySchema = { ...input.schema };
    for (const part of left) delete kept[part];
    return { schema: zodToOpenApi({ ...input, schema: kept }).schema, left };
  }
}

/**
 * Turns each route into its OpenAPI operation: zod schemas converted, a tag from the URL, and who may call
 * it (`x-permission`, `x-audience`, `x-admin-permission` and a sentence each in the description), and for
 * writes the CSRF header as a security requirement, so the reference's "Try it out" can send it.
 */
export function operationTransform(log: FastifyBaseLogger): SwaggerTransform {
  return (input) => {
    const { url, route } = input;
    // A route without any schema reaches here with none (the types say otherwise).
    const source: FastifySchema = input.schema ?? {};
    if (isUndocumented(url, route.config, source.hide)) return { schema: { hide: true }, url };
    const { schema, left } = convert({ ...input, schema: source }, log);
    const { extensions, sentences } = accessOf(route.config);
    const notes = left.map((part) => `The ${part} schema cannot be shown here; see the contract package.`);
    const description = [schema.description, ...sentences, ...notes].filter(Boolean).join('\n\n');
    return {
      url,
      schema: {
        tags: [tagOf(url)],
        ...schema,
        ...extensions,
        ...(description ? { description } : {}),
        ...(csrfHeaderNeeded(route) ? { security: [{ [CSRF_SCHEME]: [] }] } : {}),
      },
    };
  };
}
