import type { JsonSchemaNode } from '@fleetkey/contract';

/** One field of a JSON Schema as the reference table shows it; an object's fields are its children. */
export interface SchemaRow {
  /** The dotted path (`scope.kind`): unique in the table. */
  key: string;
  name: string;
  /** `string`, `integer`, `object | null`, `string[]`… */
  type: string;
  required: boolean;
  /** The limits, as short `what: value` facts in a fixed order. */
  rules: SchemaRule[];
  children?: SchemaRow[];
}

/** A limit of a field; `what` names a text (`developer.rules.<what>`), `value` is shown as is. */
export interface SchemaRule {
  what: 'enum' | 'length' | 'range' | 'items' | 'pattern' | 'format' | 'default';
  value: string;
}

// zod writes unbounded integers as ±MAX_SAFE_INTEGER: a limit nobody chose, so it is left out.
const bound = (n: number | undefined) =>
  n === undefined || Math.abs(n) >= Number.MAX_SAFE_INTEGER ? undefined : n;
const span = (min: number | undefined, max: number | undefined) =>
  min === undefined && max === undefined ? undefined : `${min ?? ''}–${max ?? ''}`;

/** The node without its `null` alternative, and whether it had one (`anyOf: [X, {type:'null'}]`). */
function withoutNull(node: JsonSchemaNode): { node: JsonSchemaNode; nullable: boolean } {
  const others = node.anyOf?.filter((n) => n.type !== 'null');
  if (!node.anyOf || !others || others.length !== node.anyOf.length - 1 || others.length !== 1)
    return { node, nullable: false };
  return { node: others[0] ?? node, nullable: true };
}

/** The type as written in the table: arrays as `x[]`, alternatives joined by `|`. */
export function typeOf(node: JsonSchemaNode): string {
  if (node.anyOf) return node.anyOf.map(typeOf).join(' | ');
  if (node.type === 'array') return `${node.items ? typeOf(node.items) : 'unknown'}[]`;
  if (Array.isArray(node.type)) return node.type.join(' | ');
  return node.type ?? 'unknown';
}

function rulesOf(node: JsonSchemaNode): SchemaRule[] {
  const item = node.type === 'array' && node.items ? node.items : undefined;
  const facts: [SchemaRule['what'], string | undefined][] = [
    ['enum', (node.enum ?? item?.enum)?.map(String).join(', ')],
    ['length', span(node.minLength ?? item?.minLength, node.maxLength ?? item?.maxLength)],
    ['range', span(bound(node.minimum), bound(node.maximum))],
    ['items', span(node.minItems, node.maxItems)],
    ['pattern', node.pattern ?? item?.pattern],
    ['format', node.format],
    ['default', node.default === undefined ? undefined : JSON.stringify(node.default)],
  ];
  return facts.flatMap(([what, value]) => (value === undefined || value === '' ? [] : [{ what, value }]));
}

/** The fields of an object schema (nested objects as children), in the schema's order. */
export function schemaRows(schema: JsonSchemaNode, parent = ''): SchemaRow[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, raw]) => {
    const { node, nullable } = withoutNull(raw);
    const key = parent ? `${parent}.${name}` : name;
    const children = node.properties ? schemaRows(node, key) : undefined;
    return {
      key,
      name,
      type: nullable ? `${typeOf(node)} | null` : typeOf(node),
      required: required.has(name),
      rules: rulesOf(node),
      ...(children && children.length > 0 ? { children } : {}),
    };
  });
}
