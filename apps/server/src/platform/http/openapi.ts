import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '@fleetkey/api-client';
import { APP_VERSION } from '@fleetkey/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { withErrorAnswers } from './openapi-errors';
import { CSRF_SCHEME, operationTransform } from './openapi-operation';

/** Where the OpenAPI document is served. */
export const OPENAPI_PATH = '/v1/openapi.json';
/** Where the interactive reference is served. */
export const DOCS_PREFIX = '/docs';

/**
 * Serves the OpenAPI 3.1 document generated from the routes' zod schemas (the contract's) at
 * /v1/openapi.json and an interactive reference at /docs. Register before any route: the document lists
 * the routes added after it. It is built at the first request and kept.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Fleetkey API',
        version: APP_VERSION,
        description:
          'Generated from the route schemas of the contract package. Answers are JSON; every refusal is ' +
          '`{ code, message, data? }` (see the error catalogue). Sessions are cookies; writes also send ' +
          `the CSRF header: to try one here, enter \`${REQUESTED_WITH_VALUE}\` under Authorize.`,
      },
      components: {
        securitySchemes: {
          [CSRF_SCHEME]: {
            type: 'apiKey',
            in: 'header',
            name: REQUESTED_WITH_HEADER,
            description:
              `Every write to /v1 sends \`${REQUESTED_WITH_HEADER}: ${REQUESTED_WITH_VALUE}\`, ` +
              'which a cross-site form cannot.',
          },
        },
      },
    },
    transform: operationTransform(app.log),
    transformObject: (input) => {
      // The document is declared 3.1 above, so the object handed back is a 3.1 one.
      const document = jsonSchemaTransformObject(input) as Partial<OpenAPIV3_1.Document>;
      return withErrorAnswers(document);
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  app.get(
    OPENAPI_PATH,
    { config: { audience: 'public' }, schema: { summary: 'This OpenAPI document', tags: ['openapi'] } },
    async () => app.swagger(),
  );
}
