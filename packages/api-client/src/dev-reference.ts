import type { DevSchemaName, ErrorCodeDescription, JsonSchemaNode } from '@fleetkey/contract';
import type { ApiClient } from './client';

/** The developer reference calls (iot-console.md §7 "Projects, schemas…"): any signed-in account. */
export function devReferenceApi(client: ApiClient) {
  return {
    /** GET /dev/{name}: the JSON Schema of a console object, as the server checks it on the way in. */
    schema: (name: DevSchemaName) => client.get<JsonSchemaNode>(`/dev/${name}`),
    /** GET /dev/code_desc: every error code with its HTTP status, message and zh/en wording. */
    codes: () => client.get<ErrorCodeDescription[]>('/dev/code_desc'),
  };
}
