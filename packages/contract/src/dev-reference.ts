import type { ErrorCode } from './errors';

// The developer reference (iot-console.md §7): GET /dev/{name} answers the JSON Schema of a console object
// and GET /dev/code_desc the error-code catalogue, for scripts written against the API.

/** The objects GET /dev/{name} describes; the spec's spelling `orgnization` is kept. */
export const DEV_SCHEMA_NAMES = [
  'subuser_access_schema',
  'user_schema',
  'device_schema',
  'orgnization_schema',
  'subuser_schema',
  'device_group_schema',
] as const;
export type DevSchemaName = (typeof DEV_SCHEMA_NAMES)[number];

/** The parts of a JSON Schema (draft 2020-12) the answers use, as a reader walks them. */
export interface JsonSchemaNode {
  $schema?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  additionalProperties?: JsonSchemaNode | boolean;
  enum?: readonly (string | number | boolean | null)[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

/** One entry of GET /dev/code_desc: the code, its HTTP status, the server's message and the consoles' words. */
export interface ErrorCodeDescription {
  code: ErrorCode;
  status: number;
  /** The server's own message (English, stable for scripts). */
  message: string;
  zh: string;
  en: string;
}
