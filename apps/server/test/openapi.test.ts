import { LIVE_SOCKET_PATH } from '@fleetkey/contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { declaredRoutes } from '../src/platform/auth/permission-guard';
import { DOCS_PREFIX, OPENAPI_PATH } from '../src/platform/http/openapi';
import { routeTable, type RegisteredRoute } from '../src/platform/http/route-table';
import { testEngines } from './support/databases';
import { startTestServer, type TestServer } from './support/test-server';

// The OpenAPI document is generated from the routes themselves: every route the app registers is in it,
// as Fastify registered it, and the reference at /docs renders under the app's own CSP.

const sqlite = testEngines[0]!;
type Operation = OpenAPIV3_1.OperationObject & Record<`x-${string}`, unknown>;

// A tree that refers to itself without a registered id: zod cannot turn it into an inline JSON Schema.
interface Tree {
  children: Tree[];
}
const tree: z.ZodType<Tree> = z.lazy(() => z.object({ children: z.array(tree) }));
const PROBE_PATH = '/v1/openapi-probe/tree';

// Left out by design: test-only routes, the consoles' files (one hidden route each) and this reference's assets
// (wildcards), the reference's own pages, and the live socket (@fastify/websocket hides it; OpenAPI cannot describe it).
// Test-only routes are left out; the spec's /dev/*_schema and /dev/code_desc are real routes and documented.
const documented = (route: RegisteredRoute) =>
  !route.url.startsWith('/v1/test/') &&
  route.audience !== 'test' &&
  !route.url.includes('*') &&
  !route.hidden &&
  !route.url.startsWith(DOCS_PREFIX) &&
  route.url !== LIVE_SOCKET_PATH;

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

describe('the OpenAPI document and the reference', () => {
  let server: TestServer;
  let document: OpenAPIV3_1.Document;
  const operationOf = (method: string, url: string): Operation | undefined =>
    document.paths?.[openApiPath(url)]?.[method.toLowerCase() as (typeof METHODS)[number]];

  beforeAll(async () => {
    server = await startTestServer(sqlite, {
      env: { OUTBOX_API: '1' },
      extend: (app) =>
        app.post(PROBE_PATH, { config: { audience: 'public' }, schema: { body: tree } }, () => ({})),
    });
    const response = await fetch(`${server.origin}${OPENAPI_PATH}`);
    expect(response.status).toBe(200);
    document = (await response.json()) as OpenAPIV3_1.Document;
  });
  afterAll(() => server.close());

  it('lists every registered route with its method and path, and no test-only route', () => {
    const expected = routeTable(server.app)
      .filter(documented)
      .map((route) => `${route.method} ${openApiPath(route.url)}`);
    const listed = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      METHODS.filter((method) => item?.[method]).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(expected.length).toBeGreaterThan(150);
    expect(listed.sort()).toEqual(expected.sort());
    expect(listed.filter((entry) => /\/v1\/test\/|\/v1\/dev\/(outbox|captcha)/.test(entry))).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('names the permission of every administration route', () => {
    const routes = declaredRoutes(server.app);
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const operation = operationOf(route.method, route.url);
      expect(operation?.['x-permission'], `${route.method} ${route.url}`).toBe(route.permission);
      expect(operation?.description).toContain(`\`${route.permission}\``);
    }
    expect(operationOf('GET', '/v1/roles')?.['x-permission']).toBe('roles:read');
  });

  it('names the audience of every route that declares one', () => {
    for (const route of routeTable(server.app).filter((r) => r.audience && documented(r)))
      expect(operationOf(route.method, route.url)?.['x-audience'], route.url).toBe(route.audience);
    expect(operationOf('GET', '/v1/health')?.['x-audience']).toBe('public');
  });

  it('tags each operation with the first segment after /v1', () => {
    expect(operationOf('GET', '/v1/roles/:id')?.tags).toEqual(['roles']);
    expect(operationOf('GET', '/v1/health')?.tags).toEqual(['health']);
  });

  it('answers refusals with the shared error shape, listing the catalogue codes per status', () => {
    const responses = operationOf('PUT', '/v1/roles/:id')?.responses ?? {};
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['400', '401', '403', '404', '4XX']));
    expect(responses['403']).toEqual({ $ref: '#/components/responses/Error403' });
    expect(document.components?.responses?.Error400).toMatchObject({
      description: expect.stringContaining('`VALIDATION_FAILED`'),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    });
    expect(document.components?.schemas?.ErrorBody).toMatchObject({
      type: 'object',
      required: ['code', 'message'],
    });
  });

  it('asks writes for the CSRF header, but not reads or routes called by machines', () => {
    const csrf = [{ csrf: [] }];
    expect(operationOf('PUT', '/v1/roles/:id')?.security).toEqual(csrf);
    expect(operationOf('GET', '/v1/roles/:id')?.security).toBeUndefined();
    expect(operationOf('POST', '/v1/mqtt/auth')?.security).toBeUndefined();
    expect(document.components?.securitySchemes?.csrf).toMatchObject({
      in: 'header',
      name: 'X-Requested-With',
    });
  });

  it('keeps a route whose schema cannot be converted, without that schema', () => {
    const operation = operationOf('POST', PROBE_PATH);
    expect(operation).toBeDefined();
    expect(operation?.requestBody).toBeUndefined();
    expect(operation?.description).toContain('The body schema cannot be shown here');
  });

  it('serves the reference at /docs as a page whose scripts and styles load under the CSP', async () => {
    const page = await fetch(`${server.origin}${DOCS_PREFIX}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    // Helmet's CSP allows scripts from this origin only: the page must have no inline script.
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets).toEqual(expect.arrayContaining([expect.stringContaining('swagger-ui-bundle.js')]));
    for (const asset of [...assets, `${DOCS_PREFIX}/json`]) {
      const response = await fetch(new URL(asset, server.origin));
      // Read to the end: a body left unread keeps its socket busy, and the server's close waits for it.
      await response.arrayBuffer();
      expect(response.status, asset).toBe(200);
    }
  });
});
