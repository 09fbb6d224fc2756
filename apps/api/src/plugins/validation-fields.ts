import type { ValidationField, ValidationIssue } from '@tenuta/contracts';

/** What fastify-type-provider-zod hands the error handler for each zod issue. */
export interface SchemaIssue {
  keyword: string;
  instancePath: string;
  message?: string | undefined;
  params?: Record<string, unknown> | undefined;
}

const bound = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'bigint' ? Number(v) : undefined);

function issueOf(i: SchemaIssue): { issue: ValidationIssue; limit?: number | undefined } {
  const p = i.params ?? {};
  const origin = p.origin;
  switch (i.keyword) {
    case 'too_small':
      return { issue: origin === 'string' ? 'too_short' : origin === 'array' || origin === 'set' ? 'too_few' : 'too_small', limit: bound(p.minimum) };
    case 'too_big':
      return { issue: origin === 'string' ? 'too_long' : origin === 'array' || origin === 'set' ? 'too_many' : 'too_big', limit: bound(p.maximum) };
    case 'invalid_type':
      // A field left out (or sent as null where a value is needed).
      return { issue: /received (undefined|null)/.test(i.message ?? '') ? 'required' : 'type' };
    case 'invalid_format':
      return { issue: p.format === 'email' ? 'email' : 'format' };
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
      return { issue: 'choice' };
    case 'unrecognized_keys':
      return { issue: 'unknown' };
    default:
      return { issue: 'invalid' };
  }
}

/**
 * The fields of a request that failed its schema, as the web apps word them (`errors.fields.*`
 * and `errors.issue.*` in their catalogues): the field's name is the last named step of its path
 * (`times.0` is `times`), with the bound it missed. An unknown key names itself.
 */
export function validationFields(issues: readonly SchemaIssue[], context: string): ValidationField[] {
  return issues.map((i) => {
    const steps = i.instancePath.replace(/^\//, '').split('/').filter(Boolean);
    const keys = i.keyword === 'unrecognized_keys' && Array.isArray(i.params?.keys) ? i.params.keys.map(String) : [];
    const named = [...steps, ...keys].filter((s) => !/^\d+$/.test(s));
    const { issue, limit } = issueOf(i);
    return { field: named.at(-1) ?? context, path: [...steps, ...keys].join('.') || context, issue, ...(limit === undefined ? {} : { limit }) };
  });
}
