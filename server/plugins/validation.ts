import type { FastifySchemaValidationError } from 'fastify';
import type { ServerLang } from '@/contract';
import { translate } from '../i18n';

/**
 * An error the error handler answers like a schema violation (10003 naming the field, HTTP 200), for rules
 * checked outside the schema: `invalidField('/time', 'type')`.
 */
export function invalidField(
  instancePath: string,
  keyword: string,
  params: Record<string, unknown> = {},
): Error & { validation: FastifySchemaValidationError[] } {
  const validation = [{ keyword, instancePath, schemaPath: '', params, message: keyword }];
  return Object.assign(new Error(`invalid ${instancePath || 'body'}: ${keyword}`), { validation, statusCode: 400 });
}

/** One localised sentence naming the bad field, e.g. "Invalid parameter email: must be a valid email address". */
export function validationMessage(errors: FastifySchemaValidationError[], lang: ServerLang): string {
  const error = errors[0];
  if (!error) return translate(lang, 'invalid_param', { field: 'body', reason: translate(lang, 'reason_invalid') });
  const params = error.params as Record<string, unknown>;
  let field = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'required') field = [field, String(params.missingProperty)].filter(Boolean).join('.');
  if (error.keyword === 'additionalProperties')
    field = [field, String(params.additionalProperty)].filter(Boolean).join('.');
  const limit = { limit: String(params.limit) };
  const reason = (() => {
    switch (error.keyword) {
      case 'required':
        return translate(lang, 'reason_required');
      case 'type':
        return translate(lang, 'reason_type');
      case 'format':
        return translate(lang, params.format === 'email' ? 'reason_email' : 'reason_format');
      case 'pattern':
        return translate(lang, 'reason_format');
      case 'minLength':
        return translate(lang, 'reason_min_length', limit);
      case 'maxLength':
        return translate(lang, 'reason_max_length', limit);
      case 'minimum':
        return translate(lang, 'reason_minimum', limit);
      case 'maximum':
        return translate(lang, 'reason_maximum', limit);
      case 'enum':
        return translate(lang, 'reason_enum', { values: ((params.allowedValues as unknown[]) ?? []).join(', ') });
      case 'additionalProperties':
        return translate(lang, 'reason_not_allowed');
      case 'characters':
        return translate(lang, 'reason_characters');
      default:
        return translate(lang, 'reason_invalid');
    }
  })();
  // The field is the client's key: keep a hostile one short.
  return translate(lang, 'invalid_param', { field: field.slice(0, 100) || 'body', reason });
}
