import { ERROR_CATALOGUE, errorBodySchema } from '@fleetkey/contract';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import type { RouteAudience } from '../auth/route-audience';

type Document = Partial<OpenAPIV3_1.Document>;
type Operation = OpenAPIV3_1.OperationObject;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
// Audiences whose routes take callers without a session (platform/auth/route-access.ts); the others refuse.
const OPEN_AUDIENCES = new Set<string>(['public', 'device', 'test'] satisfies RouteAudience[]);

const responseRef = (name: string): OpenAPIV3_1.ReferenceObject => ({
  $ref: `#/components/responses/${name}`,
});
const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } };

/** The catalogue's 4xx codes by status: what a client may be told for each refusal. */
function clientErrorCodes(): Map<number, string[]> {
  const byStatus = new Map<number, string[]>();
  for (const [code, { status }] of Object.entries(ERROR_CATALOGUE)) {
    if (status >= 400 && status < 500) byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return byStatus;
}

/** `ErrorBody` (the `{ code, message, data? }` every refusal carries) and one response per 4xx status. */
function errorComponents(): Pick<OpenAPIV3_1.ComponentsObject, 'schemas' | 'responses'> {
  const body = z.toJSONSchema(errorBodySchema, { target: 'draft-2020-12' }) as OpenAPIV3_1.SchemaObject;
  // The document's dialect applies to its components; like the routes' schemas, this one names none.
  delete body.$schema;
  const list = (codes: readonly string[]) => codes.map((code) => `\`${code}\``).join(', ');
  const responses: Record<string, OpenAPIV3_1.ResponseObject> = {
    Error: {
      description:
        'Refused. `code` names the reason: one of the error catalogue (packages/contract/src/errors.ts), ' +
        "or Fastify's own code (`FST_ERR_…`) for a request it could not read.",
      content: errorContent,
    },
  };
  for (const [status, codes] of clientErrorCodes())
    responses[`Error${status}`] = { description: `Refused: ${list(codes)}.`, content: errorContent };
  return {
    schemas: {
      ErrorBody: {
        ...body,
        description: 'The body of every error answer; `data` carries details some codes define.',
      },
    },
    responses,
  };
}

/** Whether the route refuses callers without the right session or grant (401, 403). */
function isGuarded(operation: Operation): boolean {
  const extensions = operation as Operation & Record<`x-${string}`, unknown>;
  const audience = extensions['x-audience'];
  return (
    extensions['x-permission'] !== undefined ||
    extensions['x-admin-permission'] !== undefined ||
    extensions['x-iot-permission'] !== undefined ||
    (typeof audience === 'string' && !OPEN_AUDIENCES.has(audience))
  );
}

/** The 4xx answers an operation can expect besides the catch-all, from what it takes and who may call it. */
function likelyRefusals(operation: Operation): number[] {
  const takesInput = (operation.parameters?.length ?? 0) > 0 || operation.requestBody !== undefined;
  const guarded = isGuarded(operation);
  // A write without the CSRF header is refused 403 whoever calls it.
  const forbidden = guarded || (operation.security?.length ?? 0) > 0;
  const namesItem = operation.parameters?.some((p) => 'in' in p && p.in === 'path') ?? false;
  return [
    ...(takesInput ? [400] : []),
    ...(guarded ? [401] : []),
    ...(forbidden ? [403] : []),
    ...(namesItem ? [404] : []),
  ];
}

/**
 * Adds the error components and references them from every operation (changed in place): the statuses it
 * is likely to answer, each listing the catalogue's codes for that status, and `4XX` for any other refusal.
 */
export function withErrorAnswers(document: Document): Document {
  const components = errorComponents();
  for (const path of Object.values(document.paths ?? {}))
    for (const method of HTTP_METHODS) {
      const operation = path?.[method];
      if (!operation) continue;
      const refusals = likelyRefusals(operation).filter((status) => components.responses?.[`Error${status}`]);
      operation.responses = {
        ...operation.responses,
        ...Object.fromEntries(refusals.map((status) => [String(status), responseRef(`Error${status}`)])),
        '4XX': responseRef('Error'),
      };
    }
  return {
    ...document,
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, ...components.schemas },
      responses: { ...document.components?.responses, ...components.responses },
    },
  };
}
