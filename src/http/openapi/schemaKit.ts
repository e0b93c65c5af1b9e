// The few JSON Schema shapes the document, its events and its examples are written with.

export type Schema = Record<string, unknown>;

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
export const nullable = (schema: Schema): Schema => ({ oneOf: [schema, { type: 'null' }] });
export const str: Schema = { type: 'string' };
export const uuid: Schema = { type: 'string', format: 'uuid' };
export const int: Schema = { type: 'integer' };
export const bool: Schema = { type: 'boolean' };
export const dateTime: Schema = { type: 'string', format: 'date-time' };
/** An object whose properties are all required unless `required` says otherwise. */
export const obj = (properties: Record<string, Schema>, required: string[] = Object.keys(properties)): Schema => ({
  type: 'object',
  properties,
  required,
});
export const arrayOf = (items: Schema): Schema => ({ type: 'array', items });
