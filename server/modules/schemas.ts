import type { BodySchema } from '../plugins/handler';

/** Schema fragments shared by modules. */
export const emailField = { type: 'string', format: 'email', maxLength: 254 } as const;
export const pageFields = {
  page: { type: 'integer', minimum: 1, maximum: 100000 },
  page_size: { type: 'integer', minimum: 1, maximum: 100 },
} as const;
export const pageSchema: BodySchema = { type: 'object', properties: pageFields };
