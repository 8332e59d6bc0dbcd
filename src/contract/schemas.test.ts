import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue';
import { declaredBodySchema } from './schemas';

// Every request field has bounds: an unbounded integer reached PostgreSQL as 1e308 (bigint
// overflow, HTTP 500); an unbounded string is a field a client may fill with megabytes.
interface JsonSchema {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

/** `path: problem` for each field without bounds. */
function unbounded(schema: JsonSchema, path: string): string[] {
  const inner = [
    ...Object.entries(schema.properties ?? {}).flatMap(([key, field]) => unbounded(field, `${path}.${key}`)),
    ...(schema.items ? unbounded(schema.items, `${path}[]`) : []),
    ...(schema.anyOf ?? []).flatMap((option) => unbounded(option, path)),
  ];
  if (schema.enum) return inner;
  if (schema.type === 'integer' || schema.type === 'number') {
    const bounded =
      Number.isSafeInteger(schema.minimum) &&
      Number.isSafeInteger(schema.maximum) &&
      Math.abs(schema.minimum!) <= Number.MAX_SAFE_INTEGER &&
      Math.abs(schema.maximum!) <= Number.MAX_SAFE_INTEGER;
    if (!bounded) inner.push(`${path}: number without a safe minimum and maximum`);
  }
  if (schema.type === 'string' && !(typeof schema.maxLength === 'number'))
    inner.push(`${path}: string without maxLength`);
  if (schema.type === 'array' && !('maxItems' in schema)) inner.push(`${path}: array without maxItems`);
  return inner;
}

describe('request schemas', () => {
  it('bound every integer (safe minimum and maximum), string (maxLength) and array (maxItems)', () => {
    const problems = catalogue.flatMap(({ service, name, endpoint }) => {
      const schema = declaredBodySchema(endpoint);
      return schema ? unbounded(schema as JsonSchema, `${service}.${name}`) : [];
    });
    expect(problems).toEqual([]);
  });

  it('find an unbounded field (the check above can fail)', () => {
    expect(unbounded({ type: 'object', properties: { id: { type: 'integer', minimum: 1 } } }, 'x')).toEqual([
      'x.id: number without a safe minimum and maximum',
    ]);
    expect(unbounded({ type: 'object', properties: { s: { type: 'string', pattern: '^a' } } }, 'x')).toEqual([
      'x.s: string without maxLength',
    ]);
  });
});
